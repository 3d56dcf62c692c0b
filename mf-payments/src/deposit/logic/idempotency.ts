/**
 * One idempotency key per deposit attempt (DOMAIN.md, Payments: a retried or double-clicked
 * deposit charges once). An attempt is one amount; it stays open, and keeps its key, until the
 * server has answered it. So a double click, or a retry after a lost answer, sends the same key and
 * the server makes one payment; a changed amount, or a new try after an answer, gets a new key.
 */
export interface DepositAttempts {
  /** The key to send with a charge of this amount. */
  keyFor(amount: number): string;
  /** The server answered (success or a refusal): the next charge is a new attempt. */
  settle(): void;
}

export function createDepositAttempts(newKey: () => string = () => crypto.randomUUID()): DepositAttempts {
  let open: { amount: number; key: string } | null = null;
  return {
    keyFor(amount) {
      if (open?.amount !== amount) open = { amount, key: newKey() };
      return open.key;
    },
    settle() {
      open = null;
    },
  };
}
