/**
 * One idempotency key per deposit attempt (DOMAIN.md, Payments: a retried or double-clicked
 * deposit charges once). An attempt is one amount by one method (the server keeps a key's first provider, so a
 * changed method must be a new attempt); it stays open, and keeps its key, until the
 * server has answered it. So a double click, or a retry after a lost answer, sends the same key and
 * the server makes one payment; a changed amount, or a new try after an answer, gets a new key.
 */
export interface DepositAttempts {
  /** The key to send with a charge of this amount by this method. */
  keyFor(amount: number, method?: string): string;
  /** The server answered (success or a refusal): the next charge is a new attempt. */
  settle(): void;
}

export function createDepositAttempts(newKey: () => string = () => crypto.randomUUID()): DepositAttempts {
  let open: { amount: number; method: string; key: string } | null = null;
  return {
    keyFor(amount, method = '') {
      if (open?.amount !== amount || open.method !== method) open = { amount, method, key: newKey() };
      return open.key;
    },
    settle() {
      open = null;
    },
  };
}
