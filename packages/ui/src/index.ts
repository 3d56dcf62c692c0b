import './tokens.css';

export * from './Button.tsx';
export * from './Dialog.tsx';
export * from './Page.tsx';
export * from './PlaceholderPage.tsx';
export * from './RegionFallback.tsx';
export * from './themes.ts';
export type { ThemeName } from './types.ts';
