import { createDepositAttempts } from './idempotency.ts';

function counterKeys() {
  let n = 0;
  return () => `key-${++n}`;
}

// DOMAIN.md, Payments: a retried or double-clicked deposit charges once (idempotency key).
describe('idempotency key per deposit attempt', () => {
  it('sends the same key for a double click or a retry of the same amount', () => {
    const attempts = createDepositAttempts(counterKeys());
    expect(attempts.keyFor(250)).toBe('key-1');
    expect(attempts.keyFor(250)).toBe('key-1');
  });

  it('starts a new attempt when the amount changes', () => {
    const attempts = createDepositAttempts(counterKeys());
    attempts.keyFor(250);
    expect(attempts.keyFor(500)).toBe('key-2');
    expect(attempts.keyFor(250)).toBe('key-3');
  });

  it('starts a new attempt when the player chooses another way to pay (decision 0069)', () => {
    const attempts = createDepositAttempts(counterKeys());
    expect(attempts.keyFor(250, 'card')).toBe('key-1');
    expect(attempts.keyFor(250, 'bank')).toBe('key-2');
    expect(attempts.keyFor(250, 'bank')).toBe('key-2');
  });

  it('starts a new attempt after the server has answered the last one', () => {
    const attempts = createDepositAttempts(counterKeys());
    attempts.keyFor(250);
    attempts.settle();
    expect(attempts.keyFor(250)).toBe('key-2');
  });

  it('uses random UUIDs by default', () => {
    const a = createDepositAttempts().keyFor(100);
    const b = createDepositAttempts().keyFor(100);
    expect(a).toMatch(/^[0-9a-f-]{36}$/u);
    expect(a).not.toBe(b);
  });
});
