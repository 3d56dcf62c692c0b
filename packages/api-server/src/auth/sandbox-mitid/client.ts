/**
 * The site as the sandbox MitID's one client: its published login, which the site's production OIDC adapter
 * (mitid-broker.ts) uses against the sandbox process. Public in this repository, so production refuses it
 * unless it is a declared demo (providers/settings.ts).
 */
export const SANDBOX_CLIENT_ID = 'casino-sandbox';
export const SANDBOX_CLIENT_SECRET = 'sandbox-mitid-client-secret-published-in-the-repository';

/**
 * The scopes the site asks a MitID broker for, the sandbox's or a real one's: the CPR number (`ssn`) and the
 * address; the name comes with `openid`, as Criipto's MitID tokens carry it.
 */
export const MITID_SCOPE = 'openid ssn address';

/** Where the broker sends the browser back on the site. */
export const MITID_CALLBACK_PATH = '/api/auth/mitid/callback';
