import { signInTexts } from '@casino/locale/sign-in';
import { paths } from '@casino/platform/paths';
import { html } from 'hono/html';
import { htmlDocument } from '../http/html-document.ts';

const t = signInTexts.errorPage;

/** The auth error page (/api/auth/error): a plain Danish page with a way back to the login. */
export function errorPage(message: string) {
  return htmlDocument({
    title: t.title,
    body: html`<main style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>${t.title}</h1>
<p>${message}</p>
<p><a href="${paths.login}">${t.backToLogin}</a> · <a href="${paths.home}">${t.toFrontPage}</a></p>
</main>`,
  });
}
