import type { Game } from '@casino/api-client';
import { gamePageTexts } from '@casino/locale/games';
import { AppLink, paths } from '@casino/platform';
import { Page } from '@casino/ui';
import { SanitizedHtml } from '@casino/ui/html';
import { bannerOf } from '../components/game-images.ts';
import { FavouriteToggle } from '../favourites/FavouriteToggle.tsx';
import { isScratcher } from '../content/useScratcherBySlug.ts';
import { GameFacts } from './GameFacts.tsx';
import styles from './GameDetails.module.css';
import { useVisibleTerms } from './useVisibleTerms.ts';

const texts = gamePageTexts.game;

/** Where "Spil nu" goes: a scratch card plays on its own page, every other game in the provider's frame. */
export const playPathOf = (game: Game) => (isScratcher(game) ? paths.scratcher(game.slug) : paths.play(game.slug));

/** /spil/{slug}: the game with its picture, description, facts, terms and trophies. */
export function GameDetails({ game }: { game: Game }) {
  const banner = bannerOf(game.images);
  const terms = useVisibleTerms(game.categories, game.tags);
  return (
    <Page title={game.title} documentTitle={game.pageTitle}>
      {banner ? (
        <img
          className={styles.banner}
          src={banner.url}
          width={banner.width}
          height={banner.height}
          alt=""
          fetchPriority="high"
        />
      ) : null}
      <div className={styles.actions}>
        <AppLink to={playPathOf(game)} className={styles.play}>
          {texts.playNow}
        </AppLink>
        {game.manual ? <AppLink to={paths.gameGuide(game.slug)}>{texts.guide}</AppLink> : null}
        <FavouriteToggle slug={game.slug} title={game.title} />
      </div>
      <SanitizedHtml
        html={game.description.html}
        className={styles.description}
        fallback={<p className={styles.description}>{game.description.text}</p>}
      />
      <h2>{texts.details}</h2>
      <GameFacts game={game} />
      {terms.categories.length || terms.tags.length ? (
        <div className={styles.terms}>
          <TermLinks heading={texts.categories} terms={terms.categories} pathOf={paths.category} />
          <TermLinks heading={texts.tags} terms={terms.tags} pathOf={paths.tag} />
        </div>
      ) : null}
      {game.achievements.length ? (
        <>
          <h2>{texts.achievements}</h2>
          <ul className={styles.achievements}>
            {game.achievements.map((achievement) => (
              <li key={achievement.id}>
                <strong>{achievement.title}</strong> {achievement.description}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Page>
  );
}

interface TermLinksProps {
  heading: string;
  terms: readonly { slug: string; name: string }[];
  pathOf: (slug: string) => string;
}

function TermLinks({ heading, terms, pathOf }: TermLinksProps) {
  if (!terms.length) return null;
  return (
    <section>
      <h2 className={styles.termHeading}>{heading}</h2>
      <ul className={styles.termList}>
        {terms.map((term) => (
          <li key={term.slug}>
            <AppLink to={pathOf(term.slug)}>{term.name}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
