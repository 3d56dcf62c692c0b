import { isSupportAgent } from '../chat/agent-role.ts';
import type { PlayFacts } from '../players/play-block.ts';
import { hasDepositLimit } from './limits.ts';

/** The play block's facts of the domains above the players: the support-agent role and a deposit limit set. */
export const playFacts: PlayFacts = { isSupportAgent, hasDepositLimit };
