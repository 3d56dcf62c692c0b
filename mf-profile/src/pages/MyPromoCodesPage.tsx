import { useIncompletePromoCodeUsages, useProfilePromoCodes } from '@casino/api-client/profile';
import { texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { AppLink, paths } from '@casino/platform';
import { Page } from '@casino/ui';
import { FreeSpinsList } from '../bonuses/FreeSpinsList.tsx';
import { OfferSummary } from '../bonuses/OfferSummary.tsx';
import cards from '../common/Cards.module.css';
import { QueryContent } from '../common/QueryContent.tsx';
import { useSignedIn } from '../common/useSignedIn.ts';

const t = profileTexts.bonuses.promoCodes;

/**
 * /mine/bonusser (spec sections 3 and 7 `profiles/promocodes`): the next offer, the bonus spins with
 * links to their games, a notice while a bonus is still being wagered, and the way to enter a code.
 */
export default function MyPromoCodesPage() {
  const { isAuthenticated } = useSignedIn();
  const promoCodes = useProfilePromoCodes({ isAuthenticated });
  const incomplete = useIncompletePromoCodeUsages({ isAuthenticated });
  return (
    <Page title={texts.pages.myPromoCodes}>
      <div data-remote="profile">
        {incomplete.data?.hasIncomplete && (
          <div className={cards.notice} role="status">
            <p>
              {t.incomplete} <AppLink to={paths.bonusProgress}>{t.incompleteLink}</AppLink>
            </p>
          </div>
        )}
        <QueryContent query={promoCodes} loading={t.loading} failed={t.loadFailed} retry={t.retry}>
          {(data) => (
            <>
              <section aria-labelledby="next-offer">
                <h2 id="next-offer">{t.nextTitle}</h2>
                {data.nextPromoCode ? <OfferSummary offer={data.nextPromoCode} /> : <p>{t.noOffer}</p>}
              </section>
              <section aria-labelledby="free-spins">
                <h2 id="free-spins">{t.spinsTitle}</h2>
                <FreeSpinsList spins={data.freeSpins} />
              </section>
            </>
          )}
        </QueryContent>
        <p>
          {t.enterCode} <AppLink to={paths.promoCode}>{t.enterCodeLink}</AppLink>
        </p>
      </div>
    </Page>
  );
}
