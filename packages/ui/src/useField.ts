import { useId, type ReactNode } from 'react';

/** What every form field takes besides its control's own attributes. */
export interface FieldProps {
  /** The visible label, tied to the control (`<label for>`). */
  label: ReactNode;
  /** Help under the label, read with the control (aria-describedby). */
  hint?: ReactNode;
  /** The validation message: shown under the field as an alert, tied to the control, marks it invalid. */
  error?: string | null | undefined;
}

export interface FieldWiring {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Spread on the control: its id, aria-invalid and aria-describedby (error first, then hint). */
  controlProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

/** Ids and aria wiring of one field, so every field ties its label, hint and error the same way. */
export function useField(
  id: string | undefined,
  { hint, error }: Pick<FieldProps, 'hint' | 'error'>,
  describedBy?: string,
): FieldWiring {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const described = [errorId, hintId, describedBy].filter(Boolean).join(' ');
  return {
    inputId,
    hintId,
    errorId,
    controlProps: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described || undefined,
    },
  };
}
