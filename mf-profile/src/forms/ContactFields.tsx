import { TextField, type TextFieldProps } from '@casino/ui/forms';

type ContactFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'>;

/** The player's e-mail address: the browser may fill it in. */
export function EmailField(props: ContactFieldProps) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

/** A Danish phone number, without the country code the browser might add. */
export function PhoneField(props: ContactFieldProps) {
  return <TextField type="tel" autoComplete="tel-national" {...props} />;
}

/** The player's password, asked for again before a change a session alone may not make. */
export function CurrentPasswordField(props: ContactFieldProps) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}
