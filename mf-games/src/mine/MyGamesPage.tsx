import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { recentPlayedQuery } from '@casino/api-client';
import { texts } from '@casino/locale';
import { formatRelativeTime, gamePageTexts } from '@casino/locale/games';
import { AppLink, paths, sessionAtom } from '@casino/platform';
import { Button, Page } from '@casino/ui';
import grid from '../components/CardGrid.module.css';
import { GameCard } from '../components/GameCard.tsx';
import { Loaded } from '../components/Loaded.tsx';
import { Section } from '../components/Section.tsx';
import { cardOfRef } from '../components/card-game.ts';
import { useFavouriteGames, useToggleFavourite } from '../favourites/useFavourites.ts';
import styles from './MyGamesPage.module.css';

const myGames = gamePageTexts.myGames;

/** /mine/spil: the 12 games played last and the favourites, each of which can be removed. */
export default function MyGamesPage() {
  return (
    <Page title={texts.pages.myGames}>
      <RecentGames />
      <Favourites />
    </Page>
  );
}

function RecentGames() {
  // Asked for once the session is known: the page's frame is rendered before (on the server too).
  const isAuthenticated = useAtomValue(sessionAtom).status === 'authenticated';
  const recent = useQuery(recentPlayedQuery({ isAuthenticated }));
  return (
    <Section heading={myGames.recent} more={<AppLink to={paths.gameHistory}>{myGames.history}</AppLink>}>
      {(headingId) => (
        <Loaded query={recent} failed={myGames.loadFailed}>
          {(games) =>
            games?.length ? (
              <ul className={grid.grid} aria-labelledby={headingId}>
                {games.map((game) => (
                  <li key={game.slug}>
                    <GameCard
                      game={cardOfRef(game)}
                      detail={`${myGames.playedAt} ${formatRelativeTime(game.playedAt)}`}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                {myGames.noRecent} <AppLink to={paths.games}>{myGames.findGames}</AppLink>
              </p>
            )
          }
        </Loaded>
      )}
    </Section>
  );
}

function Favourites() {
  const { query } = useFavouriteGames();
  const toggle = useToggleFavourite();
  return (
    <Section heading={myGames.favourites}>
      {(headingId) => (
        <Loaded query={query} failed={myGames.loadFailed}>
          {(favourites) =>
            favourites?.length ? (
              <ul className={grid.grid} aria-labelledby={headingId}>
                {favourites.map((game) => (
                  <li key={game.slug} className={styles.favourite}>
                    <GameCard game={cardOfRef(game)} />
                    <Button
                      variant="secondary"
                      aria-disabled={toggle.isPending || undefined}
                      onClick={() =>
                        !toggle.isPending && toggle.mutate({ slug: game.slug, title: game.title, add: false })
                      }
                    >
                      {myGames.remove(game.title)}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{myGames.noFavourites}</p>
            )
          }
        </Loaded>
      )}
    </Section>
  );
}
