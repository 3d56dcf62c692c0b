import type { BlackjackState } from '../../maths/blackjack.ts';
import type { VideoPokerState } from '../../maths/video-poker.ts';

/**
 * What `table_hands.state` holds: the maths' state of the hand, and for blackjack whether it was settled for a
 * player who left it (every open hand stood).
 */
export type HandState =
  | { kind: 'blackjack'; blackjack: BlackjackState; abandoned: boolean }
  | { kind: 'videoPoker'; videoPoker: VideoPokerState; abandoned: boolean };
