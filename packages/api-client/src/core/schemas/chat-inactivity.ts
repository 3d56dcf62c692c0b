// The launcher on every page reads it; the rest of chat is '@casino/api-client/chat'.

/** Spec section 9: a chat ends after 10 minutes without activity. */
export const chatInactivityMs = 600_000;
