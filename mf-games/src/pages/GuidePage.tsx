import { GuideDetails } from '../game/GuideDetails.tsx';
import { gameBySlug } from './game-by-slug.tsx';

/** /spil/{slug}/spillevejledning: the game's guide. */
export default gameBySlug(GuideDetails);
