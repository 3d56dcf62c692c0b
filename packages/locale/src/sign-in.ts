// '@casino/locale/sign-in' (an entry of its own): the sign-in page's texts; the api-server's
// refusals use them too. The field rules' messages are the input rules' ('@casino/locale/input').

export const signInTexts = {
  title: 'Log ind',
  email: 'E-mail',
  password: 'Adgangskode',
  submit: 'Log ind',
  submitting: 'Logger ind…',
  sessionRequired: 'Du skal være logget ind for at se denne side. Log ind for at fortsætte.',
  refused: 'Forkert e-mail eller adgangskode.',
  failed: 'Du kunne ikke logges ind lige nu. Prøv igen om lidt.',
  /** Under a refusal a player cannot sign in past (exclusion, closed account, ROFUS): support needs no login. */
  reachSupport: 'Har du spørgsmål? Kundeservice hjælper dig, også uden at du er logget ind.',
  reachSupportLink: 'Skriv til kundeservice',
  /** The server's page for a sign-in that failed before the site could show it (/api/auth/error). */
  errorPage: { title: 'Login mislykkedes', backToLogin: 'Tilbage til login', toFrontPage: 'Til forsiden' },
} as const;

/** The refusal codes a player cannot sign in past by trying again: they are shown the way to support. */
export const refusalsThatNeedSupport: readonly string[] = ['self_excluded', 'account_closed', 'rofus'];
