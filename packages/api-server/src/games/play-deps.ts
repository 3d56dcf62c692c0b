import type { PlayFacts } from '../players/play-block.ts';
import type { RecordEndedGame } from './settled-round.ts';

/**
 * What play asks of the domains above the games, handed in where the app is built: the play block's facts (the
 * support-agent role, a deposit limit set) and the authority's record of every game that ends.
 */
export interface PlayDeps {
  playFacts: PlayFacts;
  recordEndedGame: RecordEndedGame;
}
