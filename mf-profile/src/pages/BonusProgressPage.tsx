import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { AppLink, paths } from '@casino/platform';
import { Page } from '@casino/ui';
import { BonusProgressCard } from '../bonuses/BonusProgressCard.tsx';
import { activeBonusesQuery } from '../common/player-queries.ts';
import { QueryContent } from '../common/QueryContent.tsx';
import { useSignedIn } from '../common/useSignedIn.ts';
import cards from '../common/Cards.module.css';

const t = profileTexts.bonuses.progress;

/**
 * /profile/bonus-progress (DOMAIN.md "Bonuses"): each bonus being wagered, how far it is, its deadline
 * and a worked example with the player's own numbers, next to the help on wagering requirements.
 */
export default function BonusProgressPage() {
  const { isAuthenticated } = useSignedIn();
  const bonuses = useQuery(activeBonusesQuery({ isAuthenticated }));
  const [now] = useState(() => Date.now());
  return (
    <Page title={texts.pages.bonusProgress}>
      <div data-remote="profile">
        <p>{t.intro}</p>
        <QueryContent query={bonuses} loading={t.loading} failed={t.loadFailed} retry={t.retry}>
          {(list) =>
            list.length === 0 ? (
              <p>
                {t.none} <AppLink to={paths.myPromoCodes}>{t.myPromoCodes}</AppLink>
              </p>
            ) : (
              <ul className={cards.cards}>
                {list.map((bonus) => (
                  <BonusProgressCard key={bonus.id} bonus={bonus} now={now} />
                ))}
              </ul>
            )
          }
        </QueryContent>
        <p>{t.rules}</p>
        <p>
          <AppLink to={paths.wageringHelp}>{t.help}</AppLink>
        </p>
      </div>
    </Page>
  );
}
