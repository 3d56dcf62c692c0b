/**
 * The site as the sandbox MitID's one client: its published login, which the site's production OIDC adapter
 * (mitid-broker.ts) uses against the sandbox process. Public in this repository, so production refuses it
 * unless it is a declared demo (providers/settings.ts).
 */
export const SANDBOX_CLIENT_ID = 'casino-sandbox';
export const SANDBOX_CLIENT_SECRET = 'sandbox-mitid-client-secret-published-in-the-repository';

/** The scopes the sandbox grants: a broker's CPR number (`ssn`), name and address. */
export const SANDBOX_SCOPE = 'openid profile address ssn';

/** Where the broker sends the browser back on the site. */
export const MITID_CALLBACK_PATH = '/api/auth/mitid/callback';
