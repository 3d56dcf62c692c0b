import { z } from 'zod';
import { isoDateTimeSchema, kronerInputSchema, kronerSchema, strictObjectParams } from './primitives.ts';

/** Deposit minimum 50 kr, maximum 10000 kr (spec section 9). */
export const depositBounds = { min: 50, max: 10_000 } as const;

/** Spec section 5: deposit amount validated on submit, with the spec's texts word for word. */
export const depositAmountSchema = kronerInputSchema
  .min(depositBounds.min, 'Minimumsbeløb er 50 kr.')
  .max(depositBounds.max, 'Maksimumsbeløb er 10.000 kr.');

/** 1.500 or 1.500,50: øre only when there are any. */
function formatKroner(amount: number): string {
  const decimals = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('da-DK', { minimumFractionDigits: decimals, maximumFractionDigits: 2 }).format(amount);
}

/** The deposit amount of the form, which must also fit in the remaining allowance (spec section 5). */
export function depositAmountWithinAllowance(maxAllowedCreditLimit: number) {
  return depositAmountSchema.refine(
    (amount) => amount <= maxAllowedCreditLimit,
    `Du har ${formatKroner(maxAllowedCreditLimit)} kr. tilbage før din indbetalingsgrænse er nået.`,
  );
}

/** GET /api/proxy/payment/depositStatus (spec section 3 "Deposit status"). */
export const depositStatusSchema = z.object({
  balance: kronerSchema,
  limitReached: z.boolean(),
  /** The remaining deposit allowance: the smallest headroom of the active limits. */
  maxAllowedCreditLimit: kronerSchema.nonnegative(),
  /** Danish rules: a deposit limit must be set before the first deposit; false sends the player to /profile/limits. */
  limitsSet: z.boolean(),
});
export type DepositStatus = z.output<typeof depositStatusSchema>;

/** GET /api/proxy/payment/userDepositInfo: what the deposit dialog tells a first-time depositor apart by. */
export const depositInfoSchema = z.object({
  hasDeposited: z.boolean(),
  depositCount: z.number().int().nonnegative(),
  lastDeposit: z.object({ amount: kronerSchema, method: z.string(), createdAt: isoDateTimeSchema }).nullable(),
});
export type DepositInfo = z.output<typeof depositInfoSchema>;

export const limitPeriods = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** One deposit limit. A lowered limit applies at once; a raise waits 24 hours as `pending`. */
export const depositLimitSchema = z.object({
  amount: kronerSchema.positive(),
  /** Deposited in the current period (calendar day, ISO week, calendar month; Danish time). */
  used: kronerSchema.nonnegative(),
  remaining: kronerSchema.nonnegative(),
  pending: z.object({ amount: kronerSchema.positive(), effectiveAt: isoDateTimeSchema }).nullable(),
});
export type DepositLimit = z.output<typeof depositLimitSchema>;

/** GET and POST /api/proxy/payment/limits; null where no limit of that period is set. */
export const depositLimitsSchema = z.object({
  daily: depositLimitSchema.nullable(),
  weekly: depositLimitSchema.nullable(),
  monthly: depositLimitSchema.nullable(),
});
export type DepositLimits = z.output<typeof depositLimitsSchema>;

const limitAmount = (label: string) =>
  z
    .number({ error: `${label} skal være et beløb` })
    .int(`${label} skal være et helt antal kroner`)
    .min(1, `${label} skal være mindst 1 kr.`)
    .max(1_000_000, `${label} må højst være 1.000.000 kr.`);

/** POST /api/proxy/payment/limits: set or change any of the three limits (whole kroner). */
export const depositLimitsUpdateSchema = z
  .strictObject(
    {
      daily: limitAmount('Den daglige grænse').optional(),
      weekly: limitAmount('Den ugentlige grænse').optional(),
      monthly: limitAmount('Den månedlige grænse').optional(),
    },
    strictObjectParams,
  )
  .refine(
    (update) => update.daily !== undefined || update.weekly !== undefined || update.monthly !== undefined,
    'Angiv mindst én indbetalingsgrænse',
  )
  .refine((u) => u.daily === undefined || u.weekly === undefined || u.daily <= u.weekly, {
    message: 'Den daglige grænse må ikke være højere end den ugentlige',
    path: ['daily'],
  })
  .refine((u) => u.weekly === undefined || u.monthly === undefined || u.weekly <= u.monthly, {
    message: 'Den ugentlige grænse må ikke være højere end den månedlige',
    path: ['weekly'],
  })
  .refine((u) => u.daily === undefined || u.monthly === undefined || u.daily <= u.monthly, {
    message: 'Den daglige grænse må ikke være højere end den månedlige',
    path: ['daily'],
  });
export type DepositLimitsUpdate = z.input<typeof depositLimitsUpdateSchema>;
