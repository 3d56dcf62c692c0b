import { profileTexts } from '@casino/locale';
import { z } from 'zod';
import { depositLimitsUpdateSchema, limitPeriods, type DepositLimits, type LimitPeriod } from './deposit.ts';
import { isoDateTimeSchema, strictObjectParams } from './primitives.ts';

/**
 * Self-declared expected gambling spend per month, in kroner (anti-money-laundering "know your
 * customer"). The platform owns the list; the profile update sends only its id (spec section 3).
 */
export const spendingLevelIdSchema = z.enum(['under-1000', '1000-5000', '5000-20000', 'over-20000'], {
  error: 'Vælg et gyldigt forventet forbrug',
});
export type SpendingLevelId = z.output<typeof spendingLevelIdSchema>;

/** GET /api/proxy/profiles/show (spec section 3 "Profile"). */
export const profileSchema = z.object({
  customerNo: z.string().min(1),
  /** Full name, as greetings and initials use it. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  /** Danish mobile number, 8 digits; null when the player has not given one. */
  phoneNumber: z.string().nullable(),
  /** The login before the current one (the welcome-back toast shows it); null on a first login. */
  lastLogin: isoDateTimeSchema.nullable(),
  acceptedNewsletters: z.boolean(),
  hasAcceptedSms: z.boolean(),
  spendingLevel: z.object({ id: spendingLevelIdSchema }).nullable(),
});
export type Profile = z.output<typeof profileSchema>;

const nameInput = (label: string) =>
  z
    .string({ error: `${label} er påkrævet` })
    .trim()
    .min(1, `${label} er påkrævet`)
    .max(100, `${label} må højst være 100 tegn`);

/** A Danish mobile number: 8 digits, spaces and a +45/0045 prefix allowed; stored as the 8 digits. */
export const phoneNumberInputSchema = z
  .string({ error: 'Telefonnummer er påkrævet' })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+45|0045)/, ''))
  .pipe(z.string().regex(/^[2-9]\d{7}$/, 'Indtast et gyldigt dansk telefonnummer på 8 cifre'));

/** POST /api/proxy/profiles/update: any subset of the profile fields a player may change. */
export const profileUpdateSchema = z
  .strictObject(
    {
      firstName: nameInput('Fornavn').optional(),
      lastName: nameInput('Efternavn').optional(),
      email: z
        .string({ error: 'E-mail er påkrævet' })
        .trim()
        .toLowerCase()
        .pipe(z.email('Indtast en gyldig e-mailadresse'))
        .optional(),
      /** null removes the number (and with it SMS consent). */
      phoneNumber: phoneNumberInputSchema.nullable().optional(),
      acceptedNewsletters: z.boolean().optional(),
      hasAcceptedSms: z.boolean().optional(),
      spendingLevel: z.strictObject({ id: spendingLevelIdSchema }, strictObjectParams).optional(),
    },
    strictObjectParams,
  )
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'Der er ingen ændringer at gemme')
  .refine((update) => !(update.hasAcceptedSms === true && update.phoneNumber === null), {
    message: 'Angiv et telefonnummer for at modtage SMS',
    path: ['phoneNumber'],
  });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** Spec section 4: a lock period is day (24-hour pause, via cooldown), month (at least 30 days) or forever. */
export const lockPeriodSchema = z.enum(['day', 'month', 'forever'], { error: 'Vælg en gyldig periode for spilpausen' });
export type LockPeriod = z.output<typeof lockPeriodSchema>;

/** POST /api/proxy/profiles/lock: month or forever ('day' goes to cooldown). */
export const lockRequestSchema = z.strictObject(
  {
    period: z.enum(['month', 'forever'], { error: 'Vælg en gyldig periode for udelukkelsen' }),
    acceptedNewsletters: z.boolean({ error: 'Angiv om du vil modtage nyhedsbreve' }),
  },
  strictObjectParams,
);
export type LockRequest = z.input<typeof lockRequestSchema>;

/** POST /api/proxy/profiles/cooldown takes an empty body. */
export const cooldownRequestSchema = z.strictObject({}, strictObjectParams);

/** The answer to lock and cooldown; the server ends the player's sessions with it. */
export const lockResultSchema = z.object({
  period: lockPeriodSchema,
  /** When play is possible again; null for forever (reopening takes a request after one year). */
  lockedUntil: isoDateTimeSchema.nullable(),
});
export type LockResult = z.output<typeof lockResultSchema>;

/**
 * POST /api/proxy/profiles/delete (no body) answers with a one-time token that the confirm page
 * sends back, so deleting a profile always takes two deliberate steps.
 */
export const deleteRequestResultSchema = z.object({ token: z.string().min(1), expiresAt: isoDateTimeSchema });
export type DeleteRequestResult = z.output<typeof deleteRequestResultSchema>;

/** POST /api/proxy/profiles/deleteProfile: confirms the deletion (spec section 7). */
export const deleteProfileRequestSchema = z.strictObject(
  {
    acceptedNewsletters: z.literal(false, { error: 'Nyhedsbreve skal være fravalgt, når profilen slettes' }),
    token: z.string({ error: 'Bekræftelseskoden mangler' }).min(1, 'Bekræftelseskoden mangler'),
  },
  strictObjectParams,
);
export type DeleteProfileRequest = z.input<typeof deleteProfileRequestSchema>;

/**
 * The field errors of a 400 answer (`{ error, issues: [{ path, message }] }`, every api-server validation), so
 * a form can show them under its fields; [] for any other answer.
 */
const fieldIssuesBodySchema = z.object({
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })),
});
export function fieldIssuesOf(data: unknown): { field: string; message: string }[] {
  const parsed = fieldIssuesBodySchema.safeParse(data);
  return parsed.success
    ? parsed.data.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))
    : [];
}

/**
 * Whole kroner as a player types them: '2000', '2.000', '2 000', '2.000 kr.' -> 2000; '' -> null. A decimal
 * ('1500,50') comes back as the number so the schema can say "whole kroner"; anything else is NaN ("an amount").
 */
export function parseWholeKronerInput(text: string): number | null {
  const value = text.replace(/\s+/gu, '').replace(/kr\.?$/iu, '');
  if (value === '') return null;
  if (/^\d+$/u.test(value) || /^\d{1,3}(?:\.\d{3})+$/u.test(value)) return Number(value.replaceAll('.', ''));
  if (/^\d+,\d+$/u.test(value)) return Number(value.replace(',', '.'));
  return Number.NaN;
}

/** What the limits form holds: the text of each field. */
export type DepositLimitsForm = Record<LimitPeriod, string>;

/**
 * The /profile/limits form: each field's text read as whole kroner, then the API's own update rules (their
 * messages, and daily <= weekly <= monthly over all three). An empty field means "no limit of that period",
 * which is only allowed where none is set yet: a limit in force can be changed but not removed here.
 */
export function depositLimitsFormSchema(current: DepositLimits) {
  const t = profileTexts.limits;
  return z
    .object({ daily: z.string(), weekly: z.string(), monthly: z.string() })
    .transform((form, ctx) => {
      const update: Partial<Record<LimitPeriod, number>> = {};
      for (const period of limitPeriods) {
        const amount = parseWholeKronerInput(form[period]);
        if (amount !== null) update[period] = amount;
        else if (current[period])
          ctx.issues.push({
            code: 'custom',
            input: form[period],
            path: [period],
            message: t.validation.required(t.periods[period]),
          });
      }
      if (Object.keys(update).length === 0 && ctx.issues.length === 0)
        ctx.issues.push({ code: 'custom', input: form, path: ['daily'], message: t.validation.atLeastOne });
      return update;
    })
    .pipe(depositLimitsUpdateSchema);
}

/**
 * The limits a submitted form changes: those that differ from what is in force or already waiting, so an
 * untouched field never cancels a waiting raise.
 */
export function changedDepositLimits(
  wanted: Partial<Record<LimitPeriod, number>>,
  current: DepositLimits,
): Partial<Record<LimitPeriod, number>> {
  const changed: Partial<Record<LimitPeriod, number>> = {};
  for (const period of limitPeriods) {
    const amount = wanted[period];
    const limit = current[period];
    if (amount !== undefined && amount !== (limit?.pending?.amount ?? limit?.amount)) changed[period] = amount;
  }
  return changed;
}
