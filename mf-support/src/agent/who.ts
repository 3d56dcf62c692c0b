import type { AgentConversation } from '@casino/api-client/chat';
import { supportTexts } from '@casino/locale/support';

const t = supportTexts.agent;

/** The line under a visitor's name: a player's customer number, or a guest's e-mail. */
export const visitorLine = (c: Pick<AgentConversation, 'visitor' | 'customerNo' | 'guestEmail'>): string =>
  c.visitor === 'player' && c.customerNo ? t.customerNo(c.customerNo) : `${t.guest} · ${c.guestEmail ?? ''}`;

/** Whole minutes a visitor has waited for an answer at `now`, or null when nobody waits. */
export const waitingMinutes = (waitingSince: string | null, now: number): number | null =>
  waitingSince === null ? null : Math.max(0, Math.floor((now - Date.parse(waitingSince)) / 60_000));
