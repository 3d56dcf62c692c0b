import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { favouriteGamesQuery, recentPlayedQuery } from '@casino/api-client';
import { lobbyTexts, texts } from '@casino/locale';
import { AppLink, paths, usePlayer } from '@casino/platform';
import { Page, RegionFallback, RegionLoading } from '@casino/ui';
import { useCatalogueData } from '../catalogue/useCatalogueData.ts';
import { cardOfRef } from '../components/card-game.ts';
import { GameRow } from '../components/GameRow.tsx';
import { useNearView } from '../components/useNearView.ts';
import styles from './LobbyPage.module.css';
import { PromotionTile } from './PromotionTile.tsx';
import { useLobbyRows } from './useLobbyRows.ts';

const lobby = lobbyTexts.lobby;

/** The home page (/ and /app?source=pwa): the player's games, jackpots, every category, big wins. */
export default function LobbyPage() {
  const { isAuthenticated } = usePlayer();
  const recent = useQuery(recentPlayedQuery({ isAuthenticated })).data ?? [];
  const favourites = useQuery(favouriteGamesQuery({ isAuthenticated, limit: 12 })).data ?? [];
  const catalogue = useCatalogueData();
  const personal = recent.length > 0 || favourites.length > 0;
  return (
    <Page title={texts.pages.lobby}>
      <p className={styles.all}>
        <AppLink to={paths.games}>{lobby.allGames}</AppLink>
      </p>
      <GameRow heading={lobby.recent} games={recent.map(cardOfRef)} eager />
      <GameRow heading={lobby.favourites} games={favourites.map(cardOfRef)} eager={recent.length === 0} />
      {catalogue.state === 'ready' ? (
        <CatalogueRows catalogue={catalogue} eagerFirst={!personal} />
      ) : catalogue.state === 'failed' ? (
        <RegionFallback message={texts.region.failed} retryLabel={texts.region.retry} onRetry={catalogue.retry} />
      ) : (
        <RegionLoading label={lobbyTexts.catalogue.loading} page />
      )}
      {/* After the catalogue, so the rows it brings do not push today's wins down in view. */}
      {catalogue.state === 'loading' ? null : <BigWinsWhenNear />}
    </Page>
  );
}

type ReadyCatalogue = Extract<ReturnType<typeof useCatalogueData>, { state: 'ready' }>;

function CatalogueRows({ catalogue, eagerFirst }: { catalogue: ReadyCatalogue; eagerFirst: boolean }) {
  const { jackpots, rows } = useLobbyRows(catalogue.games, catalogue.categories);
  return (
    <>
      <GameRow heading={lobby.jackpots} games={jackpots} eager={eagerFirst} />
      <PromotionTile />
      {rows.map(({ category, games }) => (
        <GameRow
          key={category.slug}
          heading={category.name}
          games={games}
          more={<AppLink to={paths.category(category.slug)}>{lobby.seeAll(category.name)}</AppLink>}
        />
      ))}
    </>
  );
}

// Today's big wins sit below every row: their code, their request and its parsing wait until they come near.
const BigWins = lazy(() => import('./BigWins.tsx'));

function BigWinsWhenNear() {
  const { element, near } = useNearView<HTMLDivElement>();
  return (
    <div ref={element}>
      {near ? (
        <Suspense fallback={null}>
          <BigWins />
        </Suspense>
      ) : null}
    </div>
  );
}
