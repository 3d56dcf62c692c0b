import { inputTexts } from '@casino/locale/input';
import { profileTexts } from '@casino/locale/profile';
import { z } from 'zod/mini';
import { inputLimits } from '@casino/api-client/rules';
import { isCleanLine } from '@casino/api-client/requests';

const passwordRules = profileTexts.password.validation;

/** A new password: 10 to 128 characters with both letters and digits. */
export const newPasswordSchema = z
  .string({ error: passwordRules.tooShort })
  .check(
    z.minLength(inputLimits.newPasswordMin, passwordRules.tooShort),
    z.maxLength(inputLimits.newPasswordMax, passwordRules.tooLong),
    z.regex(/\p{L}/u, passwordRules.letterAndDigit),
    z.regex(/\p{N}/u, passwordRules.letterAndDigit),
    z.refine(isCleanLine, inputTexts.controlCharacters),
  );
