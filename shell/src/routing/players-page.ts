import { matchPath } from 'react-router';
import { needsSession, routeTable } from '@casino/platform';

/**
 * Whether only a signed-in player sees the page (anyone else is sent to sign in): those that need a session and
 * the play page. Who opens one is almost always a player, so its frame keeps a player's room: the header's
 * clock, balance and menu, and a screen's height for the content the player's data fills in.
 */
export const isPlayersPage = (pathname: string): boolean =>
  needsSession(pathname) || matchPath(routeTable.play.path, pathname) !== null;
