// '@casino/api-client/payments': the deposit amount (by `depositRules` of @casino/locale), the deposit info, the limits.
// The balance (deposit status), which the header shows on every page, is in the main entry ('core/schemas/balance.ts').
import { isoDateTimeSchema, kronerSchema } from '@casino/api-client';
import { strictObjectParams } from '@casino/api-client/requests';
import { depositRules } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { z } from 'zod/mini';

/**
 * A deposit amount, checked in the order of spec section 5 so the first rule that fails gives its message:
 * required, the minimum and the maximum of `depositRules`, then (in the form) the remaining allowance. Last comes our own rule:
 * card deposits are whole kroner, as at Danish casinos, so 1500,50 is refused rather than charged as is.
 */
export function depositAmountWithinAllowance(allowance: number | undefined) {
  const { validation } = paymentTexts;
  const inRange = z
    .number({ error: validation.required })
    .check(
      z.minimum(depositRules.minimum, validation.minimum(depositRules.minimum)),
      z.maximum(depositRules.maximum, validation.maximum(depositRules.maximum)),
    );
  // An unknown allowance is not checked here; the server checks it anyway.
  const left = allowance !== undefined && Number.isFinite(allowance) ? Math.max(0, allowance) : null;
  const withinAllowance = left === null ? inRange : inRange.check(z.maximum(left, validation.allowance(left)));
  return withinAllowance.check(z.int(validation.wholeKroner));
}

/** The deposit amount of a charge as the server checks it: the allowance it checks against its own ledger. */
export const depositAmountSchema = depositAmountWithinAllowance(undefined);

/** GET /api/proxy/payment/userDepositInfo: what the deposit dialog tells a first-time depositor apart by. */
export const depositInfoSchema = z.object({
  hasDeposited: z.boolean(),
  depositCount: z.number().check(z.int(), z.nonnegative()),
  lastDeposit: z.nullable(z.object({ amount: kronerSchema, method: z.string(), createdAt: isoDateTimeSchema })),
});
export type DepositInfo = z.output<typeof depositInfoSchema>;

export const limitPeriods = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** One deposit limit. A lowered limit applies at once; a raise waits 24 hours as `pending`. */
export const depositLimitSchema = z.object({
  amount: kronerSchema.check(z.positive()),
  /** Deposited in the current period (calendar day, ISO week, calendar month; Danish time). */
  used: kronerSchema.check(z.nonnegative()),
  remaining: kronerSchema.check(z.nonnegative()),
  pending: z.nullable(z.object({ amount: kronerSchema.check(z.positive()), effectiveAt: isoDateTimeSchema })),
});
export type DepositLimit = z.output<typeof depositLimitSchema>;

/** GET and POST /api/proxy/payment/limits; null where no limit of that period is set. */
export const depositLimitsSchema = z.object({
  daily: z.nullable(depositLimitSchema),
  weekly: z.nullable(depositLimitSchema),
  monthly: z.nullable(depositLimitSchema),
});
export type DepositLimits = z.output<typeof depositLimitsSchema>;

const limitAmount = (label: string) =>
  z
    .number({ error: `${label} skal være et beløb` })
    .check(
      z.int(`${label} skal være et helt antal kroner`),
      z.minimum(1, `${label} skal være mindst 1 kr.`),
      z.maximum(1_000_000, `${label} må højst være 1.000.000 kr.`),
    );

/** POST /api/proxy/payment/limits: set or change any of the three limits (whole kroner). */
export const depositLimitsUpdateSchema = z
  .strictObject(
    {
      daily: z.optional(limitAmount('Den daglige grænse')),
      weekly: z.optional(limitAmount('Den ugentlige grænse')),
      monthly: z.optional(limitAmount('Den månedlige grænse')),
    },
    strictObjectParams,
  )
  .check(
    z.refine(
      (update) => update.daily !== undefined || update.weekly !== undefined || update.monthly !== undefined,
      'Angiv mindst én indbetalingsgrænse',
    ),
    z.refine((u) => u.daily === undefined || u.weekly === undefined || u.daily <= u.weekly, {
      message: 'Den daglige grænse må ikke være højere end den ugentlige',
      path: ['daily'],
    }),
    z.refine((u) => u.weekly === undefined || u.monthly === undefined || u.weekly <= u.monthly, {
      message: 'Den ugentlige grænse må ikke være højere end den månedlige',
      path: ['weekly'],
    }),
    z.refine((u) => u.daily === undefined || u.monthly === undefined || u.daily <= u.monthly, {
      message: 'Den daglige grænse må ikke være højere end den månedlige',
      path: ['daily'],
    }),
  );
export type DepositLimitsUpdate = z.input<typeof depositLimitsUpdateSchema>;
