// Seeds one database before any test file runs; each file then copies it (test/harness.ts) instead of
// initialising and seeding its own, which would cost seconds per file. Starts a throw-away PostgreSQL as well
// when one is installed, so the PostgreSQL tests run in `npm test` (TEST_DATABASE_URL, test/postgres-cluster.ts).
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import {
  createTestDatabase,
  findPostgresBinaries,
  startPostgresCluster,
  type PostgresCluster,
} from './postgres-cluster.ts';
import { testTempRoot } from './temp-root.ts';
import { SANDBOX_TAMPER_TOKEN_KEY } from '../src/regulator/tamper-token.ts';
import { startTamperTokenSandbox, type TamperTokenSandbox } from '../src/regulator/tamper-token-sandbox/process.ts';
import { startSharedTrustlySandbox, type TrustlySandbox } from '../src/payments/trustly-sandbox/process.ts';
import { startNexiSandbox, type NexiSandbox } from '../src/payments/nexi-sandbox/process.ts';
import { startRofusSandbox, type RofusSandbox } from '../src/players/rofus-sandbox/process.ts';
import { startMailSandbox, type MailSandbox } from '../src/mail/sandbox/process.ts';
import { startMitidSandbox, type MitidSandbox } from '../src/auth/sandbox-mitid/process.ts';
import { startAggregatorSandbox, type AggregatorSandbox } from '../src/games/aggregator-sandbox/process.ts';

declare global {
  // Read by test/global-teardown.ts (jest runs both in its main process).
  var casinoTestPostgres: PostgresCluster | undefined;
  var casinoTestPostgresTemplate: { drop: () => Promise<void> } | undefined;
  var casinoTestTamperToken: TamperTokenSandbox | undefined;
  var casinoTestTrustly: TrustlySandbox | undefined;
  var casinoTestNexi: NexiSandbox | undefined;
  var casinoTestRofus: RofusSandbox | undefined;
  var casinoTestMail: MailSandbox | undefined;
  var casinoTestMitid: MitidSandbox | undefined;
  var casinoTestAggregator: AggregatorSandbox | undefined;
}

export default async function globalSetup(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  const results = await Promise.allSettled([
    seedTemplate(),
    providePostgres(),
    provideTamperToken(),
    provideRofus(),
    provideMail(),
    provideMitid(),
    provideTrustly(),
    provideNexi(),
    provideAggregator(),
  ]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    // jest skips the teardown when the setup fails
    await globalThis.casinoTestPostgresTemplate?.drop().catch(() => {});
    await globalThis.casinoTestPostgres?.stop();
    await globalThis.casinoTestTamperToken?.stop();
    await globalThis.casinoTestTrustly?.stop();
    await globalThis.casinoTestNexi?.stop();
    await globalThis.casinoTestRofus?.stop();
    await globalThis.casinoTestMail?.stop();
    await globalThis.casinoTestMitid?.stop();
    await globalThis.casinoTestAggregator?.stop();
    throw failure.reason;
  }
}

async function seedTemplate(): Promise<void> {
  // Imported after LOG_LEVEL is set: the logger reads it when it loads.
  const { prepareDatabase } = await import('../src/seed/prepare.ts');
  const dir = await mkdtemp(path.join(testTempRoot(), 'casino-template-'));
  const handle = await prepareDatabase({ dataDir: dir }, { testAccounts: true });
  await handle.close();
  process.env.CASINO_TEST_TEMPLATE = dir;
}

/** The sandbox TamperToken service every test site seals with, a process of its own as beside a real site. */
async function provideTamperToken(): Promise<void> {
  globalThis.casinoTestTamperToken = await startTamperTokenSandbox(SANDBOX_TAMPER_TOKEN_KEY);
  process.env.CASINO_TEST_TAMPER_TOKEN_URL = globalThis.casinoTestTamperToken.url;
}

/**
 * The sandbox Trustly the test sites pay through, a process of its own as beside a real site; it pays payouts out
 * only when a test says so (its payouts page), never by its own clock.
 */
async function provideTrustly(): Promise<void> {
  globalThis.casinoTestTrustly = await startSharedTrustlySandbox();
  process.env.CASINO_TEST_TRUSTLY_URL = globalThis.casinoTestTrustly.url;
}

/** The sandbox Nexi the test sites take cards and wallets through, a process of its own with the sandbox key. */
async function provideNexi(): Promise<void> {
  globalThis.casinoTestNexi = await startNexiSandbox();
  process.env.CASINO_TEST_NEXI_URL = globalThis.casinoTestNexi.url;
}

/**
 * The sandbox ROFUS every test site asks, a process of its own with its fixture register; a test that registers
 * people starts one of its own (test/rofus-support.ts), so files running side by side do not see each other's.
 */
async function provideRofus(): Promise<void> {
  globalThis.casinoTestRofus = await startRofusSandbox();
  process.env.CASINO_TEST_ROFUS_URL = globalThis.casinoTestRofus.url;
}

/**
 * The sandbox mail service every test site sends to, a process of its own; a test that reads mails to the seeded
 * players starts one of its own (test/mail-support.ts), so files running side by side do not see each other's.
 */
async function provideMail(): Promise<void> {
  globalThis.casinoTestMail = await startMailSandbox();
  process.env.CASINO_TEST_SMTP_URL = globalThis.casinoTestMail.smtpUrl;
  process.env.CASINO_TEST_MAILBOX_URL = globalThis.casinoTestMail.url;
}

/** The sandbox MitID broker every test site's OIDC adapter discovers, a process of its own. */
async function provideMitid(): Promise<void> {
  globalThis.casinoTestMitid = await startMitidSandbox();
  process.env.CASINO_TEST_MITID_ISSUER = globalThis.casinoTestMitid.issuer;
}

/** The sandbox game aggregator the test sites open games at, a process of its own with the sandbox keys. */
async function provideAggregator(): Promise<void> {
  globalThis.casinoTestAggregator = await startAggregatorSandbox();
  process.env.CASINO_TEST_AGGREGATOR_URL = globalThis.casinoTestAggregator.url;
}

async function providePostgres(): Promise<void> {
  // TEST_DATABASE_URL set by hand: that server is used as it is.
  if (!process.env.TEST_DATABASE_URL) {
    const binDir = findPostgresBinaries();
    if (!binDir) {
      console.log(
        '\nPostgreSQL is not installed (no initdb on PATH or in /usr/lib/postgresql/*/bin): the PostgreSQL tests ' +
          'are skipped, the server tests run on PGlite only. Install `postgresql` or set TEST_DATABASE_URL.\n',
      );
      return;
    }
    globalThis.casinoTestPostgres = await startPostgresCluster(binDir);
    process.env.TEST_DATABASE_URL = globalThis.casinoTestPostgres.url;
  }
  globalThis.casinoTestPostgresTemplate = await seedPostgresTemplate(process.env.TEST_DATABASE_URL);
}

/**
 * The seeded database of the PostgreSQL runs, migrated and seeded once: each test file of the PostgreSQL project
 * gets its own copy (`CREATE DATABASE ... TEMPLATE`, test/test-database.ts).
 */
async function seedPostgresTemplate(serverUrl: string): Promise<{ drop: () => Promise<void> }> {
  const { prepareDatabase } = await import('../src/seed/prepare.ts');
  const template = await createTestDatabase(serverUrl, 'casino_template');
  // A template may have no open connections while it is copied: this one closes before any test starts.
  await (await prepareDatabase({ dataDir: '', databaseUrl: template.url }, { testAccounts: true })).close();
  process.env.CASINO_TEST_PG_TEMPLATE = new URL(template.url).pathname.slice(1);
  return template;
}
