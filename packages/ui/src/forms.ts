// '@casino/ui/forms': the labelled fields, the form and its error, the two-press confirm button.
// Only pages with a form load it.
export * from './AmountField.tsx';
export * from './CheckboxField.tsx';
export * from './ConfirmButton.tsx';
export * from './Field.tsx';
export * from './Form.tsx';
export * from './SelectField.tsx';
export * from './TextAreaField.tsx';
export * from './RadioGroupField.tsx';
export * from './TextField.tsx';
export * from './useField.ts';
