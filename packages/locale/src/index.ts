export { texts } from './texts.ts';
