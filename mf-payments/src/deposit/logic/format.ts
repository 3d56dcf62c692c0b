import { formatDanishNumber } from '@casino/locale';

/**
 * A kroner amount in a sentence whose text already says 'kr.' (the allowance message of spec
 * section 5): '1.234' when whole, '1.234,50' otherwise.
 */
export function formatDanishAmount(value: number): string {
  const ore = Math.round(value * 100);
  return formatDanishNumber(ore / 100, ore % 100 === 0 ? 0 : 2);
}
