/**
 * A made-up adult CPR number for a seeded test player, one per customer number (born 1970-1994, serial
 * 1xxx); the sandbox MitID's listed identities use serials of another thousand, so none collide.
 */
export function seedCprOf(customerNo: string): string {
  const n = Number(customerNo) % 10_000;
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(n / 28) % 12) + 1).padStart(2, '0');
  const year = String(70 + (n % 25)).padStart(2, '0');
  return `${day}${month}${year}1${String(n % 1000).padStart(3, '0')}`;
}
