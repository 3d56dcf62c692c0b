import { chatTextLimits } from '@casino/locale';

/** Every bound on what a request may carry, in one place. */
export const inputLimits = {
  /** A first or last name. */
  name: 100,
  /** The longest address RFC 5321 allows. */
  email: 254,
  /** A phone number as typed, before spaces and +45 are taken out. */
  phoneTyped: 32,
  /** A password being checked (sign-in, the current one); a new one has its own rule. */
  password: 200,
  newPasswordMin: 10,
  newPasswordMax: 128,
  /** A reference the site hands out itself (payment id, game session id, deletion token). */
  id: 200,
  slug: 200,
  search: 100,
  url: 2048,
  /** Short machine words: log codes, event names. */
  code: 100,
  logMessage: 2000,
  /** The browser's user-agent header, kept with a session: cut to this length. */
  userAgent: 512,
  chatMessage: chatTextLimits.message,
  contactMessage: chatTextLimits.contact,
  /**
   * The largest amount in kroner a request may name (a filter, a limit, a payout): far above any business rule,
   * and in øre far inside PostgreSQL's bigint.
   */
  kroner: 1_000_000_000,
  /** A row number in a URL (a manual, a contact message): PostgreSQL's integer. */
  rowId: 2_147_483_647,
  /** Page numbers and offsets of lists. */
  page: 100_000,
  offset: 10_000_000,
} as const;
