import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  bankReferenceMax,
  payoutCasePaidRequestSchema,
  recordPayoutCasePaid,
  type PayoutCase,
} from '@casino/api-client/chat';
import { formatDateTime, formatKroner } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { Button } from '@casino/ui';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { chatKeys } from '../chat/chat-keys.ts';
import { useFormFailure } from '../chat/form-failure.ts';
import styles from './AgentConsole.module.css';

const t = supportTexts.agent.payoutCases;
const agent = supportTexts.agent;
const contact = supportTexts.contact;

/**
 * Balances a lock or deletion left with no card or wallet to pay them back to: what each player is owed and why,
 * the steps to pay it out by bank transfer, and the record of the transfer (the bank's reference).
 */
export function PayoutCases({ cases }: { cases: PayoutCase[] }) {
  return (
    <section aria-labelledby="agent-payout-cases" className={styles.contact}>
      <h2 id="agent-payout-cases">{t.title}</h2>
      <p>{t.intro}</p>
      <h3 className={styles.sender}>{t.howTo}</h3>
      <ol className={styles.steps}>
        {t.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {cases.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className={styles.contactMessages}>
          {cases.map((c) => (
            <PayoutCaseItem key={c.id} payoutCase={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PayoutCaseItem({ payoutCase: c }: { payoutCase: PayoutCase }) {
  return (
    <li className={styles.contactMessage} aria-label={`${c.name}, ${formatKroner(c.amount)}`}>
      <dl className={styles.contactDetails}>
        <dt>{agent.player}</dt>
        <dd>{c.name}</dd>
        <dt>{agent.customerNoLabel}</dt>
        <dd>{c.customerNo}</dd>
        <dt>{contact.email}</dt>
        <dd>{c.email}</dd>
        <dt>{contact.phone}</dt>
        <dd>{c.phoneNumber ?? contact.noPhone}</dd>
        <dt>{t.amount}</dt>
        <dd>{formatKroner(c.amount)}</dd>
        <dt>{t.reason}</dt>
        <dd>{t.reasons[c.reason]}</dd>
        <dt>{t.opened}</dt>
        <dd>
          <time dateTime={c.openedAt}>{formatDateTime(c.openedAt)}</time>
        </dd>
      </dl>
      {c.paid ? (
        <p>{t.paid(c.paid.agentName, formatDateTime(c.paid.at), c.paid.bankReference)}</p>
      ) : (
        <RecordTransferForm caseId={c.id} />
      )}
    </li>
  );
}

/** The agent's record of the transfer they made; the server pays the amount out on the ledger. */
function RecordTransferForm({ caseId }: { caseId: number }) {
  const queryClient = useQueryClient();
  const { failure, attempt } = useFormFailure();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(payoutCasePaidRequestSchema), defaultValues: { bankReference: '' } });
  const submit = handleSubmit((request) =>
    attempt(async () => {
      await recordPayoutCasePaid(caseId, request);
      await queryClient.invalidateQueries({ queryKey: chatKeys.payoutCases });
    }),
  );
  return (
    <Form className={styles.claim} onSubmit={(event) => void submit(event)}>
      <TextField
        label={t.reference}
        maxLength={bankReferenceMax}
        autoComplete="off"
        {...register('bankReference')}
        error={errors.bankReference?.message}
      />
      <FormError>{failure}</FormError>
      <Button type="submit" disabled={isSubmitting}>
        {t.register}
      </Button>
    </Form>
  );
}
