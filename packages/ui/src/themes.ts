import type { ThemeName } from './types.ts';

export const themeNames = ['default', 'winter', 'halloween'] as const satisfies readonly ThemeName[];

/** Applies a theme to the document: tokens.css switches every colour on `data-theme`. */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
}
