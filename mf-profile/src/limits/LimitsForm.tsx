import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@casino/api-client';
import { limitPeriods, setDepositLimits, type DepositLimits } from '@casino/api-client/payments';
import { changedDepositLimits, depositLimitsFormSchema, type DepositLimitsForm } from '@casino/api-client/profile';
import { formatDanishNumber } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { Button } from '@casino/ui';
import { AmountField, Form, FormError } from '@casino/ui/forms';
import { useServerCheckedForm } from '../forms/useServerCheckedForm.ts';
import styles from './Limits.module.css';

const t = profileTexts.limits;

/** The form starts from what the player has asked for: a waiting raise, else the limit in force. */
function formValuesOf(limits: DepositLimits): DepositLimitsForm {
  const value = (period: keyof DepositLimits) => {
    const limit = limits[period];
    const amount = limit?.pending?.amount ?? limit?.amount;
    return amount === undefined ? '' : formatDanishNumber(amount);
  };
  return { daily: value('daily'), weekly: value('weekly'), monthly: value('monthly') };
}

export interface LimitsFormProps {
  limits: DepositLimits;
  /** After the server saved: what it now answers, and whether a raise waits its 24 hours. */
  onSaved: (limits: DepositLimits, raised: boolean) => void;
}

/**
 * Sets or changes the three deposit limits; only changed ones are sent, so an untouched raise keeps waiting.
 * Its starting values are the limits it was given: the page keys it on them (limitsKey), so saved limits
 * start a fresh form.
 */
export function LimitsForm({ limits, onSaved }: LimitsFormProps) {
  const queryClient = useQueryClient();
  const { form, formError, setFormError, submitWith } = useServerCheckedForm({
    schema: depositLimitsFormSchema(limits),
    defaultValues: formValuesOf(limits),
    fields: limitPeriods,
    fallback: t.failed,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  async function submit(wanted: Partial<Record<keyof DepositLimits, number>>) {
    const changed = changedDepositLimits(wanted, limits);
    if (Object.keys(changed).length === 0) {
      setFormError(t.validation.noChange);
      return;
    }
    const result = await setDepositLimits(changed);
    if (result.cancelled) return;
    queryClient.setQueryData(queryKeys.depositLimits, result.data);
    // The deposit dialog's allowance follows the new limits at once.
    await queryClient.invalidateQueries({ queryKey: queryKeys.depositStatus });
    const raised = limitPeriods.some((p) => changed[p] !== undefined && result.data[p]?.pending);
    onSaved(result.data, raised);
  }

  return (
    <Form
      aria-labelledby="limits-form-title"
      className={styles.form}
      onSubmit={(event) => void submitWith(submit)(event)}
    >
      <h2 id="limits-form-title">{t.form.title}</h2>
      <p>{t.form.hint}</p>
      {limitPeriods.map((period) => (
        <AmountField
          key={period}
          label={t.fieldLabel(t.periods[period])}
          {...register(period)}
          error={errors[period]?.message}
        />
      ))}
      <FormError>{formError}</FormError>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t.form.submitting : t.form.submit}
      </Button>
    </Form>
  );
}

/** What the form starts from; a change of it means a fresh form. */
export function limitsKey(limits: DepositLimits): string {
  return JSON.stringify(formValuesOf(limits));
}
