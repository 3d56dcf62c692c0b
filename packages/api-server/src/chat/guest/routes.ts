import type { OkResult } from '@casino/api-client';
import { guestContactRequestSchema, guestRequestSchema } from '@casino/api-client/chat';
import { supportTexts } from '@casino/locale/support';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { csrf as originCheck } from 'hono/csrf';
import { isSiteOrigin, wantsSecureCookies } from '../../auth/request-origin.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { validJson } from '../../http/validate.ts';
import { fileGuestContactMessage } from '../contact.ts';
import { createGuest, guestCookie, guestOfToken, guestWire } from '../guests.ts';
import type { ChatHub } from '../hub.ts';
import { refuse } from '../refusals.ts';
import { countGuestRequest, type GuestLimits } from '../support-throttle.ts';
import { visitorChatRoutes } from '../visitor/routes.ts';
import type { ChatVisitor } from '../visitor.ts';
import { described, securedBy } from '../../http/openapi.ts';

export const guestSupportPath = '/api/support';

/** What guests may ask of support in an hour; unset: the defaults of support-throttle.ts. */
type GuestSupportDeps = RouteDeps & { guestLimits?: GuestLimits };

/**
 * /api/support: support for visitors without an account (no session needed): they say who they are (name and
 * e-mail, kept as a guest; the browser holds a token in a cookie for this browser session), then chat as a
 * player does, or leave a contact message. Rate-limited per e-mail and per IP address; state changes must come
 * from the site's own pages (the Origin check) and the cookie is SameSite=Strict.
 */
export function guestSupportRoutes(deps: GuestSupportDeps, hub: ChatHub): Hono<AppEnv> {
  const { db, authSecret } = deps;
  const limits = deps.guestLimits;
  const app = new Hono<AppEnv>();
  app.use('*', originCheck({ origin: isSiteOrigin }));

  const guestOf = (c: Context<AppEnv>) => guestOfToken(db, getCookie(c, guestCookie));
  const visitorOf = async (c: Context<AppEnv>): Promise<ChatVisitor> => {
    const guest = await guestOf(c);
    if (!guest) throw refuse(403, 'GUEST_REQUIRED', supportTexts.errors.guestRequired);
    return { kind: 'guest', guestId: guest.id };
  };

  app.get('/guest', described('The guest this browser is (`currentGuestSchema`), or null'), async (c) => {
    const guest = await guestOf(c);
    return c.json(guest && guestWire(guest));
  });

  app.post(
    '/guest',
    described(
      'Becomes a guest of support with a name and an e-mail: 201 the guest, and the guest cookie (rate-limited per e-mail and address)',
    ),
    validJson(guestRequestSchema),
    async (c) => {
      const { name, email } = c.req.valid('json');
      const { guest, token } = await createGuest(db, { name, email, ip: clientIp(c), secret: authSecret, limits });
      setCookie(c, guestCookie, token, {
        httpOnly: true,
        sameSite: 'Strict',
        secure: wantsSecureCookies(c),
        path: guestSupportPath,
      });
      return c.json(guestWire(guest), 201);
    },
  );

  app.post(
    '/contact',
    described("A guest's contact message (`{ name, email, message }`): 201 `{ ok }` (rate-limited)"),
    validJson(guestContactRequestSchema),
    async (c) => {
      const { name, email, message } = c.req.valid('json');
      await fileGuestContactMessage(db, {
        name,
        email,
        body: message,
        ip: clientIp(c),
        secret: authSecret,
        limits,
      });
      return c.json({ ok: true } satisfies OkResult, 201);
    },
  );

  // The chat itself is a guest's: the cookie POST /guest set.
  for (const path of ['/conversation', '/conversations/*', '/stream']) app.use(path, securedBy('guest'));
  app.route(
    '/',
    visitorChatRoutes(deps, hub, {
      visitorOf,
      // Each chat a guest begins counts against the hour's budget, like a contact message.
      beforeStart: async (c) => {
        const guest = (await guestOf(c))!;
        await db.transaction((tx) =>
          countGuestRequest(tx, { email: guest.email, ip: clientIp(c), secret: authSecret, limits }),
        );
      },
    }),
  );
  return app;
}
