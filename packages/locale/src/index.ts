export { texts } from './texts.ts';
export { paymentTexts } from './payments.ts';
export { gameTexts } from './games.ts';
export { serverTexts } from './server.ts';
export { formTexts } from './forms.ts';
export { accessibilityTexts } from './accessibility.ts';
export * from './format/index.ts';
export { profileTexts } from './profile.ts';
export { supportTexts, chatTextLimits } from './support.ts';
