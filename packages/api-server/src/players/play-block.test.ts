// DOMAIN.md "Limits and exclusion": pauses and exclusions stop play and deposits; a limit must be set first.
import { eq } from 'drizzle-orm';
import { players } from './schema.ts';
import { playBlockOf } from './play-block.ts';
import { playFacts } from '../payments/play-facts.ts';
import { SEED_USERS, type SeedUserKey } from '../seed/index.ts';
import { seededDatabaseForFile } from '../../test/payments-support.ts';

const seeded = seededDatabaseForFile();

const blockOf = async (who: SeedUserKey) => {
  const [row] = await seeded.db.select().from(players).where(eq(players.email, SEED_USERS[who].email));
  return playBlockOf(seeded.db, row!.id, playFacts);
};

describe('who may play and deposit', () => {
  it.each([
    ['player', null],
    ['onPause', 'cooldown'],
    ['selfExcluded', 'excluded'],
    ['closed', 'closed'],
    ['noLimits', 'no-deposit-limit'],
  ] as const)('%s: %s', async (who, reason) => {
    const block = await blockOf(who);
    expect(block?.reason ?? null).toBe(reason);
    if (block) expect(block.message).toMatch(/^D(u|in) .+\.$/);
  });
});
