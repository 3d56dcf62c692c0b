import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { AmountField } from './AmountField.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { Form, FormError } from './Form.tsx';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

// Accessible form fields: every field has a visible label tied to its control, its error under it as
// role=alert tied by aria-describedby, aria-invalid, and the hint read with it; with react-hook-form
// and a zod schema, submit moves focus to the first invalid field.

const periods = [
  { value: 'day', label: '24 timer' },
  { value: 'month', label: '1 måned' },
];

describe.each([
  ['text field', (error?: string) => <TextField label="E-mail" hint="Den du oprettede dig med" error={error} />],
  [
    'amount field',
    (error?: string) => <AmountField label="Beløb i kr." hint="Mellem 50 og 10.000 kr." error={error} />,
  ],
  [
    'select field',
    (error?: string) => <SelectField label="Periode" hint="Hvor længe" options={periods} error={error} />,
  ],
  ['checkbox field', (error?: string) => <CheckboxField label="Jeg accepterer" hint="Læs vilkårene" error={error} />],
])('%s', (_name, field) => {
  it('has a visible label tied to its control, and its hint is read with it', () => {
    render(field());
    const control = screen.getByLabelText(/E-mail|Beløb i kr\.|Periode|Jeg accepterer/u);
    expect(control).toHaveAccessibleDescription(/Den du oprettede dig med|Mellem 50|Hvor længe|Læs vilkårene/u);
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces its error under the field, tied to the control, and marks the control invalid', () => {
    const { rerender } = render(field());
    rerender(field('Feltet er påkrævet'));
    const control = screen.getByLabelText(/E-mail|Beløb i kr\.|Periode|Jeg accepterer/u);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Feltet er påkrævet');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    // The error is read first, then the hint.
    expect(control).toHaveAccessibleDescription(/^Feltet er påkrævet .+/u);
    expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    // Under the field: the alert follows the control in reading order.
    expect(control.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('amount field', () => {
  it("opens the decimal keypad and shows 'kr.' after the value", () => {
    render(<AmountField label="Beløb i kr." />);
    const input = screen.getByLabelText('Beløb i kr.');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('type', 'text');
    expect(input.parentElement).toHaveTextContent('kr.');
  });
});

const schema = z.object({
  email: z.email('Indtast en gyldig e-mailadresse'),
  amount: z.pipe(
    z.pipe(
      z.string().check(z.minLength(1, 'Beløb er påkrævet')),
      z.transform((value) => Number(value.replace(',', '.'))),
    ),
    z.number().check(z.minimum(50, 'Minimumsbeløb er 50 kr.')),
  ),
  period: z.enum(['day', 'month'], { error: 'Vælg en periode' }),
  terms: z.boolean().check(z.refine((accepted) => accepted, 'Du skal acceptere vilkårene')),
});

function SignUpForm({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', amount: '', terms: false } });
  return (
    <Form aria-label="Tilmeld" onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <TextField label="E-mail" type="email" {...register('email')} error={errors.email?.message} />
      <AmountField label="Beløb i kr." {...register('amount')} error={errors.amount?.message} />
      <SelectField
        label="Periode"
        placeholder="Vælg"
        options={periods}
        {...register('period')}
        error={errors.period?.message}
      />
      <CheckboxField label="Jeg accepterer vilkårene" {...register('terms')} error={errors.terms?.message} />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('fields in a react-hook-form form with a zod schema', () => {
  it('submit announces every error and moves focus to the first invalid field', async () => {
    const onValid = jest.fn();
    render(<SignUpForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByLabelText('E-mail')).toHaveFocus();
    const form = screen.getByRole('form', { name: 'Tilmeld' });
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Indtast en gyldig e-mailadresse',
      'Beløb er påkrævet',
      'Vælg en periode',
      'Du skal acceptere vilkårene',
    ]);
    expect(screen.getByLabelText('Beløb i kr.')).toHaveAccessibleDescription('Beløb er påkrævet');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focus goes to the first field still invalid, and a valid form is sent', async () => {
    const onValid = jest.fn();
    render(<SignUpForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'spiller@casino.test');
    await userEvent.type(screen.getByLabelText('Beløb i kr.'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Minimumsbeløb er 50 kr.')).toBeInTheDocument();
    expect(screen.getByLabelText('Beløb i kr.')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(screen.getByLabelText('Beløb i kr.'));
    await userEvent.type(screen.getByLabelText('Beløb i kr.'), '150,50');
    await userEvent.selectOptions(screen.getByLabelText('Periode'), 'month');
    await userEvent.click(screen.getByLabelText('Jeg accepterer vilkårene'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      email: 'spiller@casino.test',
      amount: 150.5,
      period: 'month',
      terms: true,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the browser's own (non-Danish) validation is off, so the schema's messages show", () => {
    render(<SignUpForm onValid={jest.fn()} />);
    expect(screen.getByRole('form', { name: 'Tilmeld' })).toHaveAttribute('novalidate');
  });
});

describe('form error', () => {
  it('announces a refusal of the whole form, and nothing when there is none', () => {
    const { rerender } = render(<FormError>{null}</FormError>);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormError>Forkert e-mail eller adgangskode.</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Forkert e-mail eller adgangskode.');
  });
});
