import { paths } from '@casino/platform/paths';
import { html } from 'hono/html';

/** The auth error page (/api/auth/error): a plain Danish page with a way back to the login. */
export function errorPage(message: string) {
  return html`<!doctype html>
<html lang="da">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Login mislykkedes</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>Login mislykkedes</h1>
<p>${message}</p>
<p><a href="${paths.login}">Tilbage til login</a> · <a href="${paths.home}">Til forsiden</a></p>
</body>
</html>`;
}
