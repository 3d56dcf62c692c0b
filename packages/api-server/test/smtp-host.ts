// An SMTP host of a test's own on loopback, standing in for the mail provider: it can refuse mail (an outage)
// or hold each mail before answering (a slow provider).
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpHostOptions {
  /** Turns the mail away (451, try later) while this says so. */
  refuse?: () => boolean;
  /** Called with each mail as it arrives; the host answers once the returned promise settles. */
  hold?: (mail: ParsedMail) => Promise<void>;
}

export async function smtpHost(options: SmtpHostOptions = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (options.refuse?.()) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then(async (mail) => {
          await options.hold?.(mail);
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
