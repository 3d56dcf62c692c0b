import { useParams } from 'react-router';
import { Found } from '@casino/platform';
import { useGameBySlug } from '../content/useGameBySlug.ts';
import { GameDetails } from '../game/GameDetails.tsx';
import { GuideDetails } from '../game/GuideDetails.tsx';
import { PlayDetails } from '../play/PlayDetails.tsx';

const views = { game: GameDetails, guide: GuideDetails, play: PlayDetails };

/**
 * /spil/{slug}, its guide and its play page: the game once the content service has it, the 404 page for a
 * game that does not exist or is hidden here (spec section 4).
 */
export default function GamePage({ view }: { view: keyof typeof views }) {
  const { slug } = useParams();
  const View = views[view];
  return <Found lookup={useGameBySlug(slug)}>{(game) => <View game={game} />}</Found>;
}
