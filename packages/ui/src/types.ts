export type ThemeName = 'default' | 'winter' | 'halloween';
