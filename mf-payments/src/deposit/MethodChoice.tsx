import type { DepositMethod } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import { RadioGroupField } from '@casino/ui/forms';

const texts = paymentTexts.methodChoice;
// Cards first: what most Danish players pay with.
const options = (['card', 'bank'] as const).map((method) => ({
  value: method,
  label: texts[method].label,
  hint: texts[method].hint,
}));

/** How the player pays (decision 0069): cards and wallets by Nexi, or a bank transfer by Trustly. */
export function MethodChoice({ value, onChange }: { value: DepositMethod; onChange: (method: DepositMethod) => void }) {
  return <RadioGroupField legend={texts.legend} options={options} value={value} onChange={onChange} />;
}
