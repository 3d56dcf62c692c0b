import { matchPath } from 'react-router';
import { routeTable } from '@casino/platform';

/**
 * Where the support chat widget shows, spec section 2: hidden on the game play page, /chat,
 * scratcher pages, in standalone (installed) mode and with layout=0; shown everywhere else.
 */
const hiddenOn = [
  routeTable.play, // the game play page: the widget would cover the game
  routeTable.chat, // the chat page is the chat itself
  routeTable.scratcher, // scratcher games
  routeTable.agentConsole, // the agents' console answers chats itself
];

export interface ChatVisibilityInput {
  pathname: string;
  /** Running as the installed app (see isStandaloneMode). */
  standalone: boolean;
  /** layout=0 was asked for (query flag, spec section 2). */
  layoutHidden: boolean;
}

export function isSupportWidgetVisible({ pathname, standalone, layoutHidden }: ChatVisibilityInput): boolean {
  if (standalone || layoutHidden) return false;
  return !hiddenOn.some((route) => matchPath(route.path, pathname));
}
