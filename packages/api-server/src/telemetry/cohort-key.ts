import { createHmac } from 'node:crypto';

/**
 * The key cohort cookies are signed with, derived from the server's AUTH_SECRET: every server of a site
 * accepts the others' cookies, and a key of its own makes a cohort cookie valid as nothing else.
 */
export const cohortKeyOf = (authSecret: string): string =>
  createHmac('sha256', authSecret).update('cohort cookie').digest('base64url');
