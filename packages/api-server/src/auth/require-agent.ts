import { supportTexts } from '@casino/locale/support';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { DbExecutor } from '../db/client.ts';
import { supportAgents } from '../db/schema.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';

/**
 * The support-agent role: an account signs in through Auth.js like every other, and is an agent when
 * `support_agents` has a row for it. Checked on every request, so taking the row away ends the access at once.
 */
export async function isSupportAgent(db: DbExecutor, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: supportAgents.playerId })
    .from(supportAgents)
    .where(eq(supportAgents.playerId, accountId));
  return row !== undefined;
}

/** Agent-only routes: behind requireSession; any other signed-in account gets 403. */
export function requireAgent({ db }: RouteDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isSupportAgent(db, c.var.player.id)))
      return c.json({ error: supportTexts.errors.agentsOnly, code: 'AGENTS_ONLY' }, 403);
    await next();
  });
}
