import { tagManagerConfigPath, type TagManagerConfig } from '@casino/api-client';
import { codeWordSchema } from '@casino/api-client/requests';
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { validJson, validQuery } from '../http/validate.ts';
import { createEventLog } from './event-log.ts';
import { standInPaths, type TagManagerSettings } from './settings.ts';
import { described } from '../http/openapi.ts';

/** The stand-in scripts, read once: plain browser JavaScript beside this file. */
const standInScript = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

const clientIdSchema = z.uuid('clientId skal være et UUID');

/** What the stand-in tag manager posts: its client id and the data-layer entries it sends. */
const sentEventsSchema = z.strictObject({
  clientId: clientIdSchema,
  events: z
    .array(z.looseObject({ event: codeWordSchema }))
    .min(1)
    .max(50),
});

/**
 * The consent script and tag manager of spec section 2: GET /api/tag-manager/config
 * tells the shell which scripts to load in this environment, and outside production this server also
 * serves local stand-ins of both (clearly marked, like the sandbox payment page) and keeps the
 * events the stand-in tag manager sends, so a developer or a test can read them back.
 */
export function tagManagerRoutes(settings: TagManagerSettings): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(
    tagManagerConfigPath,
    described("This environment's tag manager and consent script (`tagManagerConfigSchema`); null: none"),
    (c) => {
      const answer: TagManagerConfig = {
        tagManagerUrl: settings.tagManagerUrl,
        consentScriptUrl: settings.consentScriptUrl,
      };
      c.header('Cache-Control', 'no-cache');
      return c.json(answer);
    },
  );
  if (!settings.standIns) return app;

  const scripts = {
    [standInPaths.tagManager]: standInScript('./stand-in-tag-manager.js'),
    [standInPaths.consentScript]: standInScript('./stand-in-consent.js'),
  };
  for (const [path, source] of Object.entries(scripts)) {
    app.get(path, (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      c.header('Cache-Control', 'no-cache');
      c.header('X-Stand-In', 'development and tests only');
      return c.body(source);
    });
  }

  const log = createEventLog();
  app.post(
    standInPaths.events,
    described('What the stand-in tag manager sent (development and tests only): 204, kept in memory'),
    validJson(sentEventsSchema),
    async (c) => {
      const { clientId, events } = c.req.valid('json');
      log.add(clientId, events as { event: string }[]);
      return c.body(null, 204);
    },
  );
  app.get(
    standInPaths.events,
    described('The events the stand-in tag manager sent for a browser, oldest first (development and tests only)'),
    validQuery(z.strictObject({ clientId: clientIdSchema })),
    (c) => {
      const { clientId } = c.req.valid('query');
      return c.json(log.of(clientId));
    },
  );
  return app;
}
