import type { ReactNode } from 'react';
import type { DepositMethod } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import styles from './PaymentMethods.module.css';

type MethodId = 'dk' | 'visa' | 'visaElectron' | 'mastercard' | 'mobilepay' | 'googlepay' | 'applepay' | 'bank';

const text = (content: string, fill: string, size = 11, y = 19) => (
  <text x="24" y={y} fill={fill} fontSize={size} fontWeight="700" fontFamily="Arial, sans-serif" textAnchor="middle">
    {content}
  </text>
);

/** Simple inline badges in the methods' colours: no image requests, crisp at any size. */
const badges: Record<MethodId, { background: string; art: ReactNode }> = {
  dk: {
    background: '#ffffff',
    art: (
      <>
        <rect x="6" y="6" width="36" height="18" rx="9" fill="#e3001b" />
        {text('DK', '#ffffff', 10, 19)}
      </>
    ),
  },
  visa: { background: '#1a1f71', art: text('VISA', '#ffffff', 12) },
  visaElectron: {
    background: '#1a1f71',
    art: (
      <>
        {text('VISA', '#ffffff', 11, 15)}
        {text('Electron', '#f7b600', 7, 24)}
      </>
    ),
  },
  mastercard: {
    background: '#16161d',
    art: (
      <>
        <circle cx="19" cy="15" r="9" fill="#eb001b" />
        <circle cx="29" cy="15" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </>
    ),
  },
  mobilepay: { background: '#5a78ff', art: text('MobilePay', '#ffffff', 7.5, 18) },
  googlepay: { background: '#ffffff', art: text('G Pay', '#3c4043', 10) },
  applepay: { background: '#000000', art: text('Apple Pay', '#ffffff', 7.5, 18) },
  bank: { background: '#0ee06e', art: text('Bank', '#0b1f33', 10) },
};

// What each choice takes; the card acquirer's in the order spec section 2 lists them.
const marksOf: Record<DepositMethod, readonly MethodId[]> = {
  card: ['dk', 'visa', 'visaElectron', 'mastercard', 'mobilepay', 'googlepay', 'applepay'],
  bank: ['bank'],
};

function MethodBadge({ id }: { id: MethodId }) {
  const { background, art } = badges[id];
  const name = paymentTexts.methods[id];
  return (
    <svg className={styles.badge} viewBox="0 0 48 30" role="img" aria-label={name}>
      <title>{name}</title>
      <rect width="48" height="30" rx="4" fill={background} stroke="#d0d5dd" strokeWidth="1" />
      {art}
    </svg>
  );
}

/** The marks the chosen way of paying takes (spec section 2): cards and wallets by Nexi, bank by Trustly. */
export function PaymentMethods({ method = 'card' }: { method?: DepositMethod }) {
  return (
    <ul className="chip-list" aria-label={paymentTexts.methods.label}>
      {marksOf[method].map((id) => (
        <li key={id}>
          <MethodBadge id={id} />
        </li>
      ))}
    </ul>
  );
}
