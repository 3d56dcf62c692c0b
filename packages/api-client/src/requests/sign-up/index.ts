// '@casino/api-client/requests/sign-up': becoming a player (the sign-up form and request), the e-mail check and the
// password reset, with the sign-up texts. The server and the sign-up and password-reset pages use them.
export * from './sign-up.ts';
