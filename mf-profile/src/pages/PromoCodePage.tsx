import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '@casino/api-client';
import {
  promoCodeRedeemRequestSchema,
  redeemPromoCode,
  type PromoCodeRedeemRequest,
  type PromoCodeRedeemResult,
} from '@casino/api-client/profile';
import { texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { AppLink, paths, track, usePlayer } from '@casino/platform';
import { Button, Page } from '@casino/ui';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { OfferSummary } from '../bonuses/OfferSummary.tsx';
import { useServerCheckedForm } from '../forms/useServerCheckedForm.ts';

const t = profileTexts.bonuses.redeem;

/**
 * /promocode: the player enters a code; the server checks it and applies it once to the next
 * qualifying deposit. Every attempt is a promo code event (spec section 3: type, status, code).
 */
export default function PromoCodePage() {
  const { tracking } = usePlayer();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<PromoCodeRedeemResult | null>(null);
  const { form, formError, submitWith, field, isSubmitting } = useServerCheckedForm({
    schema: promoCodeRedeemRequestSchema,
    defaultValues: { code: '' },
    fields: ['code'],
    fallback: t.failed,
  });
  const { reset } = form;

  async function redeem(request: PromoCodeRedeemRequest) {
    setResult(null);
    try {
      const answer = await redeemPromoCode(request);
      if (answer.cancelled) return;
      track({ event: 'promoCode', type: 'redeem', status: 'success', code: answer.data.code }, tracking);
      setResult(answer.data);
      reset({ code: '' });
      // The deposit dialog's promo banner and /mine/bonusser show the new offer.
      await queryClient.invalidateQueries({ queryKey: queryKeys.nextPromoCode });
      await queryClient.invalidateQueries({ queryKey: queryKeys.promoCodes });
    } catch (error) {
      track({ event: 'promoCode', type: 'redeem', status: 'failed', code: request.code }, tracking);
      throw error;
    }
  }

  return (
    <Page title={texts.pages.promoCode}>
      <div data-remote="profile">
        <p>{t.intro}</p>
        <Form aria-labelledby="page-title" onSubmit={(event) => void submitWith(redeem)(event)}>
          <TextField label={t.label} hint={t.hint} autoComplete="off" {...field('code')} />
          <FormError>{formError}</FormError>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </Form>
        <div role="status">{result && <p>{t.redeemed(result.code)}</p>}</div>
        {result?.nextPromoCode && <OfferSummary offer={result.nextPromoCode} />}
        {result && (
          <p>
            <AppLink to={paths.myPromoCodes}>{t.myPromoCodes}</AppLink>
          </p>
        )}
      </div>
    </Page>
  );
}
