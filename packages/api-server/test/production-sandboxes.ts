// Production pointed at the sandboxes as at real services: each sandbox runs as a process of its own with a
// contract's own keys and logins (never the published ones, which production refuses), and the answer is the
// environment a production server needs to reach them, as an operator would set it for the real providers.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { startMitidSandbox } from '../src/auth/sandbox-mitid/process.ts';
import { startAggregatorSandbox } from '../src/games/aggregator-sandbox/process.ts';
import { startMailSandbox } from '../src/mail/sandbox/process.ts';
import { startTrustlySandbox } from '../src/payments/trustly-sandbox/process.ts';
import { startNexiSandbox } from '../src/payments/nexi-sandbox/process.ts';
import { ROFUS_SERVICE_PATHS } from '../src/players/rofus-sandbox/answer.ts';
import { startRofusSandbox } from '../src/players/rofus-sandbox/process.ts';
import { startTamperTokenSandbox } from '../src/regulator/tamper-token-sandbox/process.ts';

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const secret = () => randomBytes(24).toString('base64url');

/** Where a tester finds each sandbox's pages. */
export interface ProductionSandboxAddresses {
  mitid: string;
  mailbox: string;
  aggregator: string;
  trustly: string;
  nexi: string;
  rofus: string;
}

export async function startProductionSandboxes(): Promise<{
  env: Record<string, string>;
  addresses: ProductionSandboxAddresses;
  stop: () => Promise<void>;
}> {
  const merchant = keyPair();
  const trustlyKeys = keyPair();
  const operator = keyPair();
  const aggregatorKeys = keyPair();
  const trustlyLogin = { username: 'casino-processing-account', password: secret() };
  const mitidClient = { id: 'casino-production', secret: secret() };
  const rofusLogin = { username: 'casino-licence-holder', password: secret() };
  const tamperTokenKey = secret();
  const nexiSecretKey = `live-secret-key-${randomBytes(16).toString('hex')}`;
  const started = await Promise.all([
    startTrustlySandbox({
      merchantPublicKey: merchant.publicKey,
      ...trustlyLogin,
      payoutDelayMs: 0,
      trustlyPrivateKey: trustlyKeys.privateKey,
    }),
    startMitidSandbox(0, mitidClient),
    startRofusSandbox(rofusLogin),
    startMailSandbox(),
    startTamperTokenSandbox(tamperTokenKey),
    startAggregatorSandbox({ operatorPublicKey: operator.publicKey, aggregatorPrivateKey: aggregatorKeys.privateKey }),
    startNexiSandbox({ secretKey: nexiSecretKey }),
  ]);
  const [trustly, mitid, rofus, mail, tamperToken, aggregator, nexi] = started;
  return {
    env: {
      PAYMENT_PROVIDER: 'trustly',
      TRUSTLY_API_URL: trustly.url,
      TRUSTLY_USERNAME: trustlyLogin.username,
      TRUSTLY_PASSWORD: trustlyLogin.password,
      TRUSTLY_MERCHANT_PRIVATE_KEY: merchant.privateKey,
      TRUSTLY_PUBLIC_KEY: trustlyKeys.publicKey,
      CARD_PROVIDER: 'nexi',
      NEXI_API_URL: nexi.url,
      NEXI_SECRET_KEY: nexiSecretKey,
      MITID_PROVIDER: 'oidc',
      MITID_ISSUER: mitid.issuer,
      MITID_CLIENT_ID: mitidClient.id,
      MITID_CLIENT_SECRET: mitidClient.secret,
      ROFUS_PROVIDER: 'rofus',
      ROFUS_URL: new URL(ROFUS_SERVICE_PATHS.GamblerCheck, rofus.url).href,
      ROFUS_MARKETING_URL: new URL(ROFUS_SERVICE_PATHS.GamblerMultiReklameCheck, rofus.url).href,
      ROFUS_USERNAME: rofusLogin.username,
      ROFUS_PASSWORD: rofusLogin.password,
      GAME_PROVIDER: 'hub88',
      GAME_AGGREGATOR_URL: aggregator.url,
      GAME_AGGREGATOR_OPERATOR_ID: '4711',
      GAME_WALLET_AGGREGATOR_PUBLIC_KEY: aggregatorKeys.publicKey,
      GAME_WALLET_OPERATOR_PRIVATE_KEY: operator.privateKey,
      SMTP_URL: mail.smtpUrl,
      MAIL_FROM: 'Casino <kundeservice@casino.example>',
      TAMPER_TOKEN_URL: tamperToken.url,
      SAFE_CERTIFICATE_ID: 'DK-CASINO-1',
      CPR_KEY: secret(),
    },
    addresses: {
      mitid: mitid.issuer,
      mailbox: mail.url,
      aggregator: aggregator.url,
      trustly: trustly.url,
      nexi: nexi.url,
      rofus: rofus.url,
    },
    stop: async () => {
      await Promise.all(started.map((sandbox) => sandbox.stop()));
    },
  };
}
