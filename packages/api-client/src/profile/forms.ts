// '@casino/api-client/profile': the profile pages' forms and answers (settings, lock, deletion, deposit
// limits, password, address). The profile itself, which every page reads, is in the main entry ('core/schemas/profile.ts').
import { parseWholeKronerInput } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { z } from 'zod/mini';
import {
  inputLimits,
  isoDateTimeSchema,
  kronerSchema,
  spendingLevelIdSchema,
  type Profile,
  type ProfileUpdate,
} from '@casino/api-client';
import {
  emailInputSchema,
  lineText,
  phoneNumberInputSchema,
  secretText,
  strictObjectParams,
} from '@casino/api-client/requests';
import { newPasswordSchema, smsNeedsPhone } from '@casino/api-client/requests/profile';
// The deposit limits' rules are the payments entry's; the limits page loads it anyway.
import {
  depositLimitsUpdateSchema,
  limitPeriods,
  type DepositLimits,
  type LimitPeriod,
} from '@casino/api-client/payments';

/** A form's schema as the profile forms take it: the form's texts in, the valid request out. */
export type FormSchema<TValid, TForm> = z.ZodMiniType<TValid, TForm>;

/** What the settings form holds (/profile/settings): texts, the chosen spending level id ('' for none) and boxes. */
export interface ProfileSettingsForm {
  email: string;
  phoneNumber: string;
  spendingLevel: string;
  acceptedNewsletters: boolean;
  hasAcceptedSms: boolean;
  currentPassword: string;
}

/**
 * The settings form read into a profile update: the update's own rules and messages; an empty phone number
 * removes it; the spending level is sent as spendingLevel.id (spec section 3).
 */
export const profileSettingsFormSchema: z.ZodMiniType<ProfileUpdate, ProfileSettingsForm> = z.pipe(
  z
    .object({
      email: emailInputSchema,
      phoneNumber: z.pipe(
        z.pipe(
          z.string(),
          z.transform((value) => (value.trim() === '' ? null : value)),
        ),
        z.nullable(phoneNumberInputSchema),
      ),
      // A select's value is text ('' until one is chosen).
      spendingLevel: z.pipe(z.string(), spendingLevelIdSchema),
      acceptedNewsletters: z.boolean(),
      hasAcceptedSms: z.boolean(),
      /** Shown, and asked for, once the e-mail or the phone number is changed. */
      currentPassword: z.string(),
    })
    .check(z.refine(smsNeedsPhone.check, smsNeedsPhone.issue)),
  z.transform(
    ({ spendingLevel, currentPassword, ...rest }) =>
      ({
        ...rest,
        spendingLevel: { id: spendingLevel },
        ...(currentPassword ? { currentPassword } : {}),
      }) satisfies ProfileUpdate,
  ),
);

/** The settings form's starting values: what the profile says now. */
export function profileSettingsFormOf(profile: Profile): ProfileSettingsForm {
  return {
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    spendingLevel: profile.spendingLevel?.id ?? '',
    acceptedNewsletters: profile.acceptedNewsletters,
    hasAcceptedSms: profile.hasAcceptedSms,
    currentPassword: '',
  };
}

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
/**
 * What an exclusion, a closure or a deletion paid out so no money is left behind: the whole withdrawable
 * balance, to the card of the last deposit; an active bonus is forfeited. Null: nothing to pay out.
 */
export const automaticPayoutSchema = z.nullable(
  z.object({ amount: kronerSchema, forfeitedBonus: kronerSchema, destination: z.string() }),
);
export type AutomaticPayout = z.output<typeof automaticPayoutSchema>;

/** POST /api/proxy/profiles/deleteProfile: deleted; what was on the account is paid out. */
export const deleteProfileResultSchema = z.object({ ok: z.literal(true), payout: automaticPayoutSchema });

export const lockResultSchema = z.object({
  period: lockPeriodSchema,
  /** When play is possible again; null for forever (reopening takes a request after one year). */
  lockedUntil: z.nullable(isoDateTimeSchema),
  payout: automaticPayoutSchema,
});
export type LockResult = z.output<typeof lockResultSchema>;

/**
 * POST /api/proxy/profiles/delete (no body): a one-time link goes to the player's e-mail, so deleting a profile
 * takes two deliberate steps. `outboxUrl`: the sandbox mail service's page showing that mail (null with a real mail
 * server).
 */
export const deleteRequestResultSchema = z.object({
  sentTo: z.email(),
  expiresAt: isoDateTimeSchema,
  outboxUrl: z.nullable(z.url({ protocol: /^https?$/ })),
});
export type DeleteRequestResult = z.output<typeof deleteRequestResultSchema>;

/** POST /api/proxy/profiles/deleteProfile: confirms the deletion (spec section 7). */
export const deleteProfileRequestSchema = z.strictObject(
  {
    acceptedNewsletters: z.literal(false, { error: 'Nyhedsbreve skal være fravalgt, når profilen slettes' }),
    token: lineText(inputLimits.id, { required: 'Bekræftelseskoden mangler' }),
  },
  strictObjectParams,
);
export type DeleteProfileRequest = z.input<typeof deleteProfileRequestSchema>;

/** The /profile/confirm-delete form: the token the e-mail's link filled in (or the player pasted). */
export const deleteConfirmFormSchema = z.object({
  token: z.pipe(z.string().check(z.trim()), deleteProfileRequestSchema.shape.token),
});
export type DeleteConfirmForm = z.input<typeof deleteConfirmFormSchema>;

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

/** What the limits form holds: the text of each field. */
export type DepositLimitsForm = Record<LimitPeriod, string>;

/**
 * The /profile/limits form: each field's text read as whole kroner, then the API's own update rules (their
 * messages, and daily <= weekly <= monthly over all three). An empty field means "no limit of that period",
 * which is only allowed where none is set yet: a limit in force can be changed but not removed here.
 */
export function depositLimitsFormSchema(current: DepositLimits) {
  const t = profileTexts.limits;
  return z.pipe(
    z.pipe(
      z.object({ daily: z.string(), weekly: z.string(), monthly: z.string() }),
      z.transform((form, ctx) => {
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
      }),
    ),
    depositLimitsUpdateSchema,
  );
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

const passwordRules = profileTexts.password.validation;

/** The new-password rule is the requests entry's (sign-up and the password reset use it too). */
export { newPasswordSchema };

/** POST /api/proxy/profiles/password: the current password and the new one, which must differ. */
export const passwordChangeRequestSchema = z
  .strictObject(
    {
      currentPassword: secretText(inputLimits.password, passwordRules.currentRequired),
      newPassword: newPasswordSchema,
    },
    strictObjectParams,
  )
  .check(
    z.refine((change) => change.newPassword !== change.currentPassword, {
      message: passwordRules.sameAsCurrent,
      path: ['newPassword'],
    }),
  );
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** The answer: the password is changed and the player's other sessions have ended. */
export const passwordChangeResultSchema = z.object({
  ok: z.literal(true),
  otherSessionsEnded: z.number().check(z.int(), z.nonnegative()),
});
export type PasswordChangeResult = z.output<typeof passwordChangeResultSchema>;

/** The /profile/password form: the change, with the new password typed twice. */
export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}
export const passwordChangeFormSchema: z.ZodMiniType<PasswordChangeRequest, PasswordChangeForm> = z.pipe(
  z.object({ currentPassword: z.string(), newPassword: z.string(), repeatPassword: z.string() }).check(
    // Every field's message at once: the request's own rules, then the repeat.
    z.superRefine(({ currentPassword, newPassword, repeatPassword }, ctx) => {
      const change = passwordChangeRequestSchema.safeParse({ currentPassword, newPassword });
      for (const issue of change.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      if (repeatPassword !== newPassword)
        ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: passwordRules.repeatMismatch });
    }),
  ),
  z.transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword })),
);

/**
 * GET /api/proxy/profiles/address: the player's registered address. It comes from the national register (CPR)
 * at sign-up and MitID sign-in, so the site shows it and never edits it (/profile/address-lock).
 */
export const registeredAddressSchema = z.object({
  street: z.string().check(z.minLength(1)),
  postalCode: z.string().check(z.regex(/^\d{4}$/)),
  city: z.string().check(z.minLength(1)),
  source: z.literal('CPR'),
  lookedUpAt: isoDateTimeSchema,
});
export type RegisteredAddress = z.output<typeof registeredAddressSchema>;
