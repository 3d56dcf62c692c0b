/**
 * Who talks to support from the site's side: a signed-in player, or a guest without an account (a visitor who
 * cannot or will not sign in: someone excluded, under 18, or not yet a player). Each may hold one open chat.
 */
export type ChatVisitor = { kind: 'player'; playerId: number } | { kind: 'guest'; guestId: string };

export const playerVisitor = (playerId: number): ChatVisitor => ({ kind: 'player', playerId });

/** The key a live delivery is addressed to; one visitor's stream accepts only its own. */
export const visitorKey = (visitor: ChatVisitor): string =>
  visitor.kind === 'player' ? `player:${visitor.playerId}` : `guest:${visitor.guestId}`;

export const ownerKeyOf = (row: { playerId: number | null; guestId: string | null }): string =>
  row.playerId !== null ? `player:${row.playerId}` : `guest:${row.guestId}`;
