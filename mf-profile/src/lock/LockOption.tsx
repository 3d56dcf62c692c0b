import type { LockPeriod } from '@casino/api-client/profile';
import { profileTexts } from '@casino/locale/profile';
import { ConfirmButton } from '@casino/ui/forms';
import cards from '../common/Cards.module.css';

const t = profileTexts.lock;

/** One way to stop playing, run through the spec's two-step confirm button (section 4). */
export function LockOption({
  period,
  busy,
  onConfirm,
}: {
  period: LockPeriod;
  busy: boolean;
  onConfirm: (period: LockPeriod) => void;
}) {
  const option = t.options[period];
  return (
    <section aria-labelledby={`lock-${period}`} className={cards.card}>
      <h2 id={`lock-${period}`} className={cards.cardTitle}>
        {option.title}
      </h2>
      <p>{option.text}</p>
      <ConfirmButton onConfirm={() => onConfirm(period)} disabled={busy}>
        {option.action}
      </ConfirmButton>
    </section>
  );
}
