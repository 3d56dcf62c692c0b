import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { trophiesQuery } from '@casino/api-client/play';
import { formatDate, texts } from '@casino/locale';
import { gamePageTexts, gameTexts } from '@casino/locale/games';
import { sessionAtom } from '@casino/platform';
import { Page } from '@casino/ui';
import grid from '../components/CardGrid.module.css';
import { Loaded } from '../components/Loaded.tsx';
import styles from './TrophiesPage.module.css';

const trophyTexts = gamePageTexts.trophies;

/** /mine/trofaeer: trophies the server computed from the player's real rounds, with progress. */
export default function TrophiesPage() {
  // Asked for once the session is known: the page's frame is rendered before (on the server too).
  const isAuthenticated = useAtomValue(sessionAtom).status === 'authenticated';
  const trophies = useQuery(trophiesQuery({ isAuthenticated }));
  return (
    <Page title={texts.pages.myTrophies}>
      <Loaded query={trophies} failed={trophyTexts.loadFailed}>
        {(list) => (
          <>
            <p>{trophyTexts.summary(list?.filter((trophy) => trophy.earned).length ?? 0, list?.length ?? 0)}</p>
            <ul className={`${grid.grid} ${styles.trophies}`}>
              {list?.map((trophy) => {
                const about = gameTexts.trophies[trophy.id];
                return (
                  <li key={trophy.id} className={trophy.earned ? styles.earned : styles.trophy}>
                    <h2 className={styles.title}>{about.title}</h2>
                    <p>{about.description}</p>
                    <p className={styles.state}>
                      {!trophy.earned
                        ? trophyTexts.notEarned
                        : trophy.earnedAt
                          ? trophyTexts.earnedOn(formatDate(trophy.earnedAt))
                          : trophyTexts.earned}
                    </p>
                    <label className={styles.progress}>
                      <span className="visually-hidden">{about.title}</span>
                      <progress value={trophy.progress.current} max={trophy.progress.target} />{' '}
                      {trophyTexts.progress(
                        Math.min(trophy.progress.current, trophy.progress.target),
                        trophy.progress.target,
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Loaded>
    </Page>
  );
}
