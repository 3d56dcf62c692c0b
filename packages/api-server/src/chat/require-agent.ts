import { supportTexts } from '@casino/locale/support';
import { createMiddleware } from 'hono/factory';
import { isSupportAgent } from './agent-role.ts';
import type { AppEnv, RouteDeps } from '../http/app-env.ts';

/** Agent-only routes: behind requireSession; any other signed-in account gets 403. */
export function requireAgent({ db }: RouteDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isSupportAgent(db, c.var.player.id)))
      return c.json({ error: supportTexts.errors.agentsOnly, code: 'AGENTS_ONLY' }, 403);
    await next();
  });
}
