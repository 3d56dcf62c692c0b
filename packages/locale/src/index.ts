// The texts and formatters a cold '/' and every remote use. The profile pages' texts and the api-server's answers
// are entries of their own (a page pays only for the texts it shows): '@casino/locale/profile',
// '@casino/locale/payments', '@casino/locale/support', '@casino/locale/games' (playing a game: the rounds'
// refusals, the sandbox provider, trophies), '@casino/locale/input' (the input rules' messages, which only requests
// and forms need), '@casino/locale/help', '/sign-in', '/qa' and '@casino/locale/server'.
export { texts } from './texts.ts';
export { lobbyTexts } from './lobby.ts';
export { formTexts } from './forms.ts';
export { accessibilityTexts } from './accessibility.ts';
export * from './money/index.ts';
export * from './format/index.ts';
export { contentTitles } from './content-titles.ts';
export { consentTexts } from './consent.ts';
export { chatTextLimits } from './chat-limits.ts';
