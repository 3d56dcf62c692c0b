import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.CASINO_TEST_TEMPLATE;
  if (dir) await rm(dir, { recursive: true, force: true });
  await globalThis.casinoTestPostgresTemplate?.drop();
  await globalThis.casinoTestPostgres?.stop();
  await globalThis.casinoTestTamperToken?.stop();
  await globalThis.casinoTestTrustly?.stop();
  await globalThis.casinoTestNexi?.stop();
  await globalThis.casinoTestRofus?.stop();
  await globalThis.casinoTestMail?.stop();
  await globalThis.casinoTestMitid?.stop();
  await globalThis.casinoTestAggregator?.stop();
}
