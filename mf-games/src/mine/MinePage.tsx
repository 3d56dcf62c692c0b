import { texts } from '@casino/locale';
import { gamePageTexts, historyDays } from '@casino/locale/games';
import { AppLink, paths } from '@casino/platform';
import { Page } from '@casino/ui';
import grid from '../components/CardGrid.module.css';
import styles from './MinePage.module.css';

const mine = gamePageTexts.mine;
const areas = [
  { to: paths.myGames, title: mine.myGames, body: mine.myGamesBody },
  { to: paths.gameHistory, title: mine.gameHistory, body: mine.gameHistoryBody(historyDays) },
  { to: paths.myTrophies, title: mine.myTrophies, body: mine.myTrophiesBody },
  { to: paths.myPromoCodes, title: mine.myPromoCodes, body: mine.myPromoCodesBody },
  { to: paths.wins, title: mine.wins, body: mine.winsBody },
];

/** /mine: the player's own area (the shell asks for sign-in first). */
export default function MinePage() {
  return (
    <Page title={texts.pages.mine}>
      <p>{mine.intro}</p>
      <ul className={`${grid.grid} ${styles.areas}`}>
        {areas.map((area) => (
          <li key={area.to}>
            <AppLink to={area.to} className={styles.area}>
              <strong>{area.title}</strong>
              <span>{area.body}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Page>
  );
}
