/** A payment's state at the provider: what the merchant reads before any money reaches the ledger. */
export type ProviderPaymentStatus = 'created' | 'approved' | 'declined' | 'cancelled' | 'voided' | 'refunded';

export interface ProviderPayment {
  id: string;
  merchantReference: string;
  amountOre: number;
  currency: string;
  status: ProviderPaymentStatus;
  /** How the payer paid (card, mobilepay, applepay, googlepay), once they chose. */
  method: string | null;
  /** The last four digits of the paying card or phone, once the payer chose. */
  cardLast4: string | null;
  /** Where the payer pays, when the provider chose the address itself (Trustly's Deposit answer). */
  pageUrl?: string;
}

export type ProviderPayoutStatus = 'pending' | 'paid' | 'failed';

export interface ProviderPayout {
  id: string;
  merchantReference: string;
  amountOre: number;
  currency: string;
  /** The provider's order whose bank account receives the money: a bank deposit's, or an account selection's. */
  toPaymentId: string;
  status: ProviderPayoutStatus;
  /** Why the provider could not pay out (its own words), when it failed. */
  failureReason: string | null;
}

/** Who holds the bank account, as the provider asks for it (KYC); the CPR number and birth date when known. */
export interface AccountHolder {
  firstName: string;
  lastName: string;
  nationalIdentificationNumber: string | null;
  dateOfBirth: string | null;
}

/** A bank account the payer chooses at the provider for payouts, without paying (Trustly's SelectAccount). */
export interface ProviderAccountSelection {
  id: string;
  merchantReference: string;
  /** `verified` once the provider said the bank verified the account. */
  status: 'started' | 'verified';
  /** The bank's name and the account's last digits, once verified. */
  bank: string | null;
  lastDigits: string | null;
  /** Where the payer chooses the account. */
  pageUrl: string;
}

/**
 * The seam to the payment provider (acquirer): a hosted payment page for deposits, the provider's own record
 * of each payment, voids and refunds, and payouts to the card of an earlier payment. Amounts are øre; every
 * call is idempotent on the merchant reference. The provider tells the merchant of changes by a signed
 * notification, which the merchant verifies and then reads the provider's record itself.
 */
export interface PaymentProvider {
  readonly kind: string;
  createPayment(input: { merchantReference: string; amountOre: number; currency: string }): Promise<ProviderPayment>;
  /** Where the payer's browser goes to pay. */
  hostedPageUrl(origin: URL, payment: ProviderPayment): string;
  readPayment(id: string): Promise<ProviderPayment | null>;
  /** Cancels a payment before money moved (created or approved, not yet captured). */
  voidPayment(id: string): Promise<ProviderPayment | null>;
  /** Gives an approved payment's money back to the payer. */
  refundPayment(id: string): Promise<ProviderPayment | null>;
  payOut(input: {
    merchantReference: string;
    amountOre: number;
    currency: string;
    toPaymentId: string;
  }): Promise<ProviderPayout>;
  readPayout(id: string): Promise<ProviderPayout | null>;
  /**
   * Lets the payer choose and verify a bank account for payouts without paying; idempotent on the merchant
   * reference. Absent where the provider pays out to no bank account (Nexi).
   */
  selectAccount?(input: {
    merchantReference: string;
    holder: AccountHolder;
    successUrl: string;
    failUrl: string;
  }): Promise<ProviderAccountSelection>;
  readAccountSelection?(id: string): Promise<ProviderAccountSelection | null>;
  /**
   * Checks and books one notification in the provider's own protocol (Trustly's signed JSON-RPC, Nexi's webhook
   * with the `authorization` value it was registered with), tells which
   * payment or payout it concerns, and gives the answer to send back.
   */
  acceptNotification(rawBody: string, authorization?: string): Promise<AcceptedNotification>;
}

/** What a provider's own notification handling made of one notification (`acceptNotification`). */
export type AcceptedNotification =
  | { accepted: false; status: 400 | 401; error: string }
  | {
      accepted: true;
      /** The payment or payout whose state the notification changed, for the site to read and settle. */
      concerns:
        { providerPaymentId: string } | { providerPayoutId: string } | { providerAccountSelectionId: string } | null;
      /** The body to answer with (JSON). */
      answer: string;
    };
