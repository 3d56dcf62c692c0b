import { serverTexts } from '@casino/locale/server';

/**
 * The server's Danish texts, kept in @casino/locale with every other text of the site (one place for each
 * text); these names are how the server's code refers to them.
 */
export const { errors: messages, signInRefusals, sessionErrors, authErrors } = serverTexts;
export type SignInRefusal = keyof typeof signInRefusals;
export type SessionErrorCode = keyof typeof sessionErrors;
