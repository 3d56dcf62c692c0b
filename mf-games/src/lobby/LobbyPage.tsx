import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
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
import { serverRenderRows, useLobbyRows, type CategoryRow } from './useLobbyRows.ts';

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
      {catalogue.state === 'failed' ? <WhenNear>{bigWins}</WhenNear> : null}
    </Page>
  );
}

type ReadyCatalogue = Extract<ReturnType<typeof useCatalogueData>, { state: 'ready' }>;

/**
 * The jackpots, the promotion and the first category rows come with the page; the rest of the rows, and
 * after them today's big wins, are drawn when they come near the viewport or once the visitor moves the
 * focus (a keyboard reaches them in order), so first paint does not pay for the cards, links and
 * pictures below it. Each waits at the end of what is drawn, so nothing in view moves when it comes.
 */
function CatalogueRows({ catalogue, eagerFirst }: { catalogue: ReadyCatalogue; eagerFirst: boolean }) {
  const { jackpots, rows } = useLobbyRows(catalogue.games, catalogue.categories);
  const [focused, setFocused] = useState(false);
  const rowsOf = (list: CategoryRow[]) =>
    list.map(({ category, games }) => (
      <GameRow
        key={category.slug}
        heading={category.name}
        games={games}
        more={<AppLink to={paths.category(category.slug)}>{lobby.seeAll(category.name)}</AppLink>}
      />
    ));
  return (
    <div onFocus={() => setFocused(true)}>
      <GameRow heading={lobby.jackpots} games={jackpots} eager={eagerFirst} />
      <PromotionTile />
      {rowsOf(rows.slice(0, serverRenderRows))}
      <WhenNear shown={focused}>
        {rowsOf(rows.slice(serverRenderRows))}
        <WhenNear>{bigWins}</WhenNear>
      </WhenNear>
    </div>
  );
}

// Today's big wins sit below every row: their code, their request and its parsing wait until they come near.
const BigWins = lazy(() => import('./BigWins.tsx'));
const bigWins = (
  <Suspense fallback={null}>
    <BigWins />
  </Suspense>
);

/** `children` once this place comes near the viewport (or `shown` says so). */
function WhenNear({ shown = false, children }: { shown?: boolean; children: ReactNode }) {
  const { element, near } = useNearView<HTMLDivElement>();
  return <div ref={element}>{near || shown ? children : null}</div>;
}
