// The shell provides every entry of the API client, so each parses with the shell's zod/mini. zod is not a
// shared singleton (a shared module keeps all of it, TOOLCHAIN.md): an entry provided by a remote would
// bring that build's own copy. Nothing here runs: these references make the build provide the
// entries, and each loads only when a page imports it.
export const apiClientEntries = {
  payments: () => import('@casino/api-client/payments'),
  profile: () => import('@casino/api-client/profile'),
  chat: () => import('@casino/api-client/chat'),
  play: () => import('@casino/api-client/play'),
  content: () => import('@casino/api-client/content'),
  signIn: () => import('@casino/api-client/sign-in'),
  requests: () => import('@casino/api-client/requests'),
  contentRequests: () => import('@casino/api-client/requests/content'),
  profileRequests: () => import('@casino/api-client/requests/profile'),
  signUpRequests: () => import('@casino/api-client/requests/sign-up'),
};
