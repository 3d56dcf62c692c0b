import type { CprVault } from '../players/cpr-vault.ts';
import type { Database } from '../db/client.ts';
import { newsletterReaders } from '../players/accounts.ts';
import { logger } from '../logger.ts';
import type { SelfExclusionRegister } from '../players/self-exclusion-register.ts';
import { queueMail } from './outbox.ts';

/** A marketing mail (a newsletter, an offer): the same to every player who takes newsletters. */
export interface MarketingMail {
  subject: string;
  text: string;
  actionUrl?: string;
}

/**
 * Queues a marketing mail to every player who accepted newsletters and may be contacted: an open account, no
 * running exclusion, a CPR number to ask ROFUS with. ROFUS's "Nej tak til spilreklamer" is asked for all of them
 * first, as the executive order requires at most 24 hours before marketing goes out (BEK 1274/2019 § 25, stk. 5),
 * and whoever said no gets nothing, whatever their account says. Without ROFUS's answer nothing is queued
 * (RofusUnavailableError is thrown); the queued mails go out with the outbox's other mails.
 */
export async function queueMarketingMail(
  db: Database,
  register: SelfExclusionRegister,
  vault: CprVault,
  mail: MarketingMail,
  now = new Date(),
): Promise<{ queued: number; declined: number }> {
  const addressees = await newsletterReaders(db, now);
  const withCpr = addressees.map((player) => ({ ...player, cpr: vault.open(player.cprSealed!) }));
  const declined = await register.declinedMarketing(withCpr.map((player) => player.cpr));
  const wanted = withCpr.filter((player) => !declined.has(player.cpr));
  await db.transaction(async (tx) => {
    for (const player of wanted)
      await queueMail(tx, {
        playerId: player.id,
        to: player.email,
        subject: mail.subject,
        text: mail.text,
        actionUrl: mail.actionUrl,
      });
  });
  logger.info({ queued: wanted.length, declined: withCpr.length - wanted.length }, 'marketing mail queued');
  return { queued: wanted.length, declined: withCpr.length - wanted.length };
}
