import { GameDetails } from '../game/GameDetails.tsx';
import { gameBySlug } from './game-by-slug.tsx';

/** /spil/{slug}: the game's page. */
export default gameBySlug(GameDetails);
