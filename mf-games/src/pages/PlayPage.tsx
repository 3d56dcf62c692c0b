import { PlayDetails } from '../play/PlayDetails.tsx';
import { gameBySlug } from './game-by-slug.tsx';

/** /spil/{slug}/spil: the game in its frame. */
export default gameBySlug(PlayDetails);
