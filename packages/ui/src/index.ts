import './tokens.css';

export * from './AmountField.tsx';
export * from './Button.tsx';
export * from './CheckboxField.tsx';
export * from './ConfirmButton.tsx';
export * from './Dialog.tsx';
export * from './Field.tsx';
export * from './Form.tsx';
export * from './Page.tsx';
export * from './PlaceholderPage.tsx';
export * from './RegionFallback.tsx';
export * from './SelectField.tsx';
export * from './TextField.tsx';
export * from './themes.ts';
export type { ThemeName } from './types.ts';
export * from './useField.ts';
