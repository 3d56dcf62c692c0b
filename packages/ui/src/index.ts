// What every page may render (a page pays only for the components it renders). The form
// fields, the dialog and the HTML sanitizer are entries of their own, each a shared singleton:
// '@casino/ui/forms', '@casino/ui/dialog' (Radix) and '@casino/ui/html' (DOMPurify).
import './tokens.css';

export * from './Button.tsx';
export * from './ChatDock.tsx';
export * from './Page.tsx';
export * from './PlaceholderPage.tsx';
export * from './RegionFallback.tsx';
export * from './themes.ts';
export type { ThemeName } from './types.ts';
export * from './useMetaDescription.ts';
