import { signUpTexts } from '@casino/locale/sign-up';
import type { Context } from 'hono';
import { html } from 'hono/html';
import { testServicePage } from '../../http/test-service-page.ts';
import { sandboxIdentities } from '../../sandbox-people/mitid-identities.ts';

const t = signUpTexts.sandboxMitid;

export interface TypedPerson {
  givenName: string;
  familyName: string;
  cpr: string;
  birthDate: string;
}

/**
 * The sandbox MitID's login step (hono/html escapes every value): a button per listed test person, and a form
 * to type another. `error`: why the typed person was refused, shown above the form with what was typed.
 * `site`: the origin of the site that asked, where the forms' answers lead.
 */
export function sandboxMitidPage(c: Context, step: { uid: string; site: string; typed?: TypedPerson; error?: string }) {
  const { uid, typed, error } = step;
  const action = `/interaction/${uid}`;
  const people = sandboxIdentities.map(
    (person, index) =>
      html`<article aria-labelledby="person-${index}">
        <h3 id="person-${index}">${person.givenName} ${person.familyName}</h3>
        <p class="meta">${t.cprLabel}: ${person.cpr} · ${t.notes[person.note]}</p>
        <form method="post" action="${action}">
          <input type="hidden" name="person" value="${index}" />
          <button type="submit" class="approve">${t.loginAs(`${person.givenName} ${person.familyName}`)}</button>
        </form>
      </article>`,
  );
  const field = (name: keyof TypedPerson, label: string, type = 'text') =>
    html`<p>
      <label for="${name}">${label}</label><br />
      <input
        id="${name}"
        name="${name}"
        type="${type}"
        value="${typed?.[name] ?? ''}"
        required
        ${error ? html`aria-describedby="typed-error"` : ''}
      />
    </p>`;
  return testServicePage(c, {
    title: t.title,
    notice: t.notice,
    formsPost: true,
    formsLeadTo: step.site,
    body: html`<h2>${t.pick}</h2>
      ${people}
      <article aria-labelledby="typed-heading">
        <h2 id="typed-heading">${t.type}</h2>
        ${error ? html`<p id="typed-error" role="alert" class="meta">${error}</p>` : ''}
        <form method="post" action="${action}">
          ${field('givenName', t.givenName)} ${field('familyName', t.familyName)} ${field('cpr', t.cpr)}
          ${field('birthDate', t.birthDate, 'date')}
          <button type="submit" class="approve">${t.submit}</button>
        </form>
      </article>
      <form method="post" action="${action}">
        <input type="hidden" name="cancel" value="1" />
        <button type="submit" class="decline">${t.cancel}</button>
      </form>`,
  });
}
