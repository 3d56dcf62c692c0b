import { supportTexts } from '@casino/locale/support';
import { HTTPException } from 'hono/http-exception';

/** A refusal with a Danish `error` and a stable `code`, like the payment refusals. */
export function refuse(status: 403 | 404 | 409 | 429, code: string, error: string): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify({ error, code }), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    }),
  });
}

/** Also what a player gets for another player's chat: whether it exists is none of their business. */
export const conversationNotFound = () => refuse(404, 'CHAT_NOT_FOUND', supportTexts.errors.notFound);
