// The failed-login throttle cannot be raced: in a burst of parallel wrong passwords no more than 5 per account
// are checked, and a correct password in the same burst does not sign in once the limit is reached. Runs on
// PGlite and on PostgreSQL (the two jest projects).
import { count, eq } from 'drizzle-orm';
import { loginFailures } from './schema.ts';
import { SEED_USERS, type SeedUserKey } from '../seed/index.ts';
import { Client, json, startTestSite, type TestSite } from '../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

interface SignInAnswer {
  url?: string;
  code?: string;
}

/** One browser's sign-in: its own CSRF token and cookies. */
async function signIn(email: string, password: string): Promise<{ answer: SignInAnswer; client: Client }> {
  const client = new Client(site.url);
  return { answer: await json<SignInAnswer>(await client.signIn(email, password)), client };
}

/** An attempt whose password the server checked: refused as wrong, or signed in. */
const checked = (answer: SignInAnswer) => answer.code === 'invalid_credentials' || answer.code === undefined;

const claimsOn = async (email: string) =>
  (await site.db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.email, email)))[0]!.n;

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the sign-in throttle under parallel bursts', () => {
  it.each([
    [30, 'spare1'],
    [100, 'spare2'],
  ] as Array<[number, SeedUserKey]>)(
    'checks at most 5 passwords of a burst of %i parallel sign-ins to one account, the right one sent last',
    async (size, who) => {
      const { email, password } = SEED_USERS[who];
      const attempts = Array.from({ length: size - 1 }, (_, i) => signIn(email, `forkert-${i}`));
      attempts.push(signIn(email, password));
      const answers = (await Promise.all(attempts)).map((a) => a.answer);

      expect(answers.filter(checked).length).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.code === 'rate_limited')).toHaveLength(size - answers.filter(checked).length);
      expect(await claimsOn(email)).toBeLessThanOrEqual(5);
    },
  );

  it('refuses the right password sent while a burst of wrong ones is still being checked', async () => {
    const { email, password } = SEED_USERS.spare3;
    const wrong = Array.from({ length: 29 }, (_, i) => signIn(email, `forkert-${i}`));
    // The five attempts the window allows are taken (their passwords may still be in the checking).
    await until(async () => (await claimsOn(email)) >= 5);
    const right = await signIn(email, password);

    expect(right.answer).toMatchObject({ code: 'rate_limited' });
    expect(await right.client.session()).toBeNull();
    const answers = (await Promise.all(wrong)).map((a) => a.answer);
    expect(answers.filter(checked)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 'rate_limited')).toHaveLength(24);
  });
});
