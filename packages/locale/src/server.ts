// '@casino/locale/server' (an entry of its own): the api-server's answers; no page loads them.
import { signInTexts } from '@casino/locale/sign-in';
import { signUpTexts } from '@casino/locale/sign-up';

const csrfRefused = 'Din forespørgsel kunne ikke bekræftes. Genindlæs siden, og prøv igen.';

/**
 * The api-server's own Danish texts (JSON `error` fields, sign-in refusals, the auth error page). Payment
 * answers are in paymentTexts, shared with the payments remote. Codes are stable and go into URLs; the texts
 * are what a player reads.
 */
export const serverTexts = {
  /** The banner on every page of a demo: production built and run with the sandboxes on purpose. */
  demo: {
    label: 'Demoversion',
    text: 'Dette er en demo af casinoet. Der spilles ikke om rigtige penge: betalinger, spil, MitID og e-mails er testtjenester.',
  },
  errors: {
    internalError: 'Der opstod en intern fejl. Prøv igen om lidt.',
    notFound: 'Adressen findes ikke.',
    unauthenticated: 'Du skal være logget ind.',
    csrf: csrfRefused,
    invalidJson: 'Forespørgslen er ikke gyldig JSON.',
    tooLarge: 'Forespørgslen er for stor.',
    invalidInput: 'Oplysningerne er ugyldige.',
    unknownRemoteVersion: 'Rapporten nævner en del af siden eller en version, som ikke kører.',
    unknownGame: 'Spillet findes ikke.',
    unknownSpendingLevel: 'Vælg et gyldigt forventet forbrug',
    emailTaken: 'E-mailadressen bruges allerede af en anden konto.',
    tooManyMails: 'Vi har sendt mange e-mails til den adresse på kort tid. Vent en time, og prøv igen.',
    nameFromMitid: 'Dit navn kommer fra MitID og kan ikke ændres her.',
    deletionTokenInvalid: 'Bekræftelseskoden er ugyldig eller udløbet. Start sletningen forfra.',
  },
  /** Why a sign-in was refused: `code` in `/auth/login?error=CredentialsSignin&code=<code>`. */
  signInRefusals: {
    invalid_credentials: signInTexts.refused,
    rate_limited: 'For mange forkerte loginforsøg. Vent 15 minutter, og prøv igen.',
    // The same refusals at a login with MitID (the refusal page's texts).
    self_excluded: signUpTexts.refused.text.self_excluded,
    account_closed: signUpTexts.refused.text.account_closed,
    rofus:
      'Du er registreret i ROFUS (Register Over Frivilligt Udelukkede Spillere) og kan ikke logge ind. Læs mere på rofus.nu.',
    rofus_unavailable: signUpTexts.refused.text.rofus_unavailable,
  },
  /** Session error codes (spec section 4) with the text that goes in `error_description`. */
  sessionErrors: {
    RefreshTokenMissing: 'Din session mangler oplysninger. Log ind igen.',
    INVALID_REFRESH_TOKEN: 'Din session findes ikke længere. Log ind igen.',
    invalid_grant: 'Din session er udløbet. Log ind igen.',
    RefreshTokenError: 'Vi kunne ikke forny din session lige nu. Prøv igen om lidt.',
  },
  /** Auth.js error types (`?error=` on the auth error page). */
  authErrors: {
    CredentialsSignin: signInTexts.refused,
    MissingCSRF: csrfRefused,
    SessionRequired: 'Du skal være logget ind for at se siden.',
    AccessDenied: 'Du har ikke adgang.',
    Configuration: 'Der er en fejl i serverens opsætning. Prøv igen senere.',
    Verification: 'Linket er udløbet eller allerede brugt.',
    Default: 'Der skete en fejl under login. Prøv igen.',
  } as Record<string, string>,
} as const;

// The terms of a promo code, composed by the server from the numbers it grants by.
export { offerTermsHtml, type OfferTerms } from './offer-terms.ts';
