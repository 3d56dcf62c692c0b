import { formTexts } from '@casino/locale';
import { TextField, type TextFieldProps } from './TextField.tsx';

export type AmountFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/**
 * An amount in kroner: a decimal keypad on phones ('150,50'), 'kr.' after the value. The value
 * stays the text the player typed; the form's schema parses it (Danish decimal comma).
 */
export function AmountField({ suffix = formTexts.kroner, autoComplete = 'off', ...rest }: AmountFieldProps) {
  return <TextField {...rest} type="text" inputMode="decimal" autoComplete={autoComplete} suffix={suffix} />;
}
