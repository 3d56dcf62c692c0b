// '@casino/api-client/requests/profile': the profile update and the new-password rule, with the profile's texts.
// The server and the profile pages' forms use them; the sign-up's schemas reach the password rule here.
export * from './profile-update.ts';
export * from './new-password.ts';
