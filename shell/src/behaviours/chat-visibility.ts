/**
 * Where the support chat widget shows, spec section 2: hidden on the game play page, /chat,
 * scratcher pages, in standalone (installed) mode and with layout=0; shown everywhere else.
 */

const hiddenPaths = [
  /^\/spil\/[^/]+\/spil\/?$/u, // the game play page: the widget would cover the game
  /^\/chat\/?$/u, // the chat page is the chat itself
  /^\/scratcher\/[^/]+\/?$/u, // scratcher games
  /^\/support\/agent\/?$/u, // the agents' console answers chats itself
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
  return !hiddenPaths.some((path) => path.test(pathname));
}
