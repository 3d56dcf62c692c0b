import { useQuery } from '@tanstack/react-query';
import { gameManualQuery, isApiError, type Game } from '@casino/api-client';
import { contentTitles, texts } from '@casino/locale';
import { gamePageTexts } from '@casino/locale/games';
import { AppLink, paths } from '@casino/platform';
import { Page, RegionFallback, RegionLoading } from '@casino/ui';
import { SanitizedHtml } from '@casino/ui/html';
import { playPathOf } from './GameDetails.tsx';
import styles from './GuideDetails.module.css';

const gameTexts = gamePageTexts.game;

/** /spil/{slug}/spillevejledning: the game's manual from the content service (game-manual/{id}), sanitized. */
export function GuideDetails({ game }: { game: Game }) {
  const manual = useQuery({
    ...gameManualQuery(game.manual),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 3,
  });
  const notThere = game.manual === null || (isApiError(manual.error) && manual.error.status === 404);
  return (
    <Page title={contentTitles.guide(game.title)}>
      <p className={styles.links}>
        <AppLink to={paths.game(game.slug)}>{gameTexts.backToGame(game.title)}</AppLink>
        <AppLink to={playPathOf(game)}>{gameTexts.playNow}</AppLink>
      </p>
      {notThere ? (
        <p>{gameTexts.noGuide}</p>
      ) : manual.isError ? (
        <RegionFallback
          message={texts.region.failed}
          retryLabel={texts.region.retry}
          onRetry={() => void manual.refetch()}
        />
      ) : manual.data ? (
        <article className={styles.manual}>
          <h2>{manual.data.title}</h2>
          <SanitizedHtml html={manual.data.html} fallback={<p>{manual.data.text}</p>} />
        </article>
      ) : (
        <RegionLoading label={texts.region.loading} />
      )}
    </Page>
  );
}
