/** Longest chat message and contact message (characters); the API's input rules (every page) and the forms use these. */
export const chatTextLimits = { message: 1000, contact: 2000 } as const;
