import { useQuery } from '@tanstack/react-query';
import { favouriteGamesQuery, recentPlayedQuery, winsQuery, winsDefaults } from '@casino/api-client';
import { lobbyTexts, texts } from '@casino/locale';
import { AppLink, paths, usePlayer } from '@casino/platform';
import { Page, RegionFallback, RegionLoading } from '@casino/ui';
import { useCatalogueData } from '../catalogue/useCatalogueData.ts';
import { cardOfRef } from '../components/card-game.ts';
import { GameRow } from '../components/GameRow.tsx';
import { Section } from '../components/Section.tsx';
import { WinsTable } from '../wins/WinsTable.tsx';
import styles from './LobbyPage.module.css';
import { PromotionTile } from './PromotionTile.tsx';
import { useLobbyRows } from './useLobbyRows.ts';

const lobby = lobbyTexts.lobby;
/** Today's big wins on the lobby: the spec's defaults (250 kr., day), the five biggest. */
const todaysWins = { amountMin: winsDefaults.amountMin, period: winsDefaults.period, limit: 5 } as const;

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
      {catalogue.state === 'loading' ? null : <BigWins />}
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

function BigWins() {
  const wins = useQuery(winsQuery(todaysWins));
  if (!wins.data) return null;
  const list = wins.data;
  return (
    <Section heading={lobby.bigWins} more={<AppLink to={paths.wins}>{texts.pages.wins}</AppLink>}>
      {() => (list.length ? <WinsTable wins={list} caption={lobby.bigWins} /> : <p>{lobby.noWinsToday}</p>)}
    </Section>
  );
}
