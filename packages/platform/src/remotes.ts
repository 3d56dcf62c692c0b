import type { Environment } from '@casino/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The remotes the shell knows by name (ARCHITECTURE rule 3): registry keys and federation names. */
export const remoteNames = ['games', 'payments', 'profile', 'support', 'effects'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Remotes that own routes (the others only expose widgets). */
export type RouteOwningRemote = 'games' | 'payments' | 'profile' | 'support';

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

/** `./routes` of a route-owning remote: the routes the route table gives it (`remoteRoutes` builds both). */
export interface RoutesModule {
  routes: RouteObject[];
  /**
   * Loads what the page at `pathname` renders (its lazy page chunk). The shell awaits it, briefly, before
   * the first render of a visit, so that page shows in one paint with the chrome; after it resolves,
   * rendering that page must not suspend (no loading placeholder on a fast load). Optional in the
   * contract: the shell still runs a remote built without it, whose page then loads in its region.
   */
  preload?: (pathname: string, data?: PageDataContext) => Promise<unknown>;
}

/**
 * What a page's data preload gets from the shell: its one QueryClient and the site's environment. The
 * queries it starts are answered from the content the server wrote into the page where it did, so the
 * page's first render finds its data in the cache.
 */
export interface PageDataContext {
  queryClient: QueryClient;
  environment: Environment;
}

export interface DepositDialogProps {
  open: boolean;
  onClose: () => void;
}

/** What the deposit dialog's preload gets from the shell: its one QueryClient and whether a player is signed in. */
export interface DepositDialogPreload {
  queryClient: QueryClient;
  signedIn: boolean;
}

/** `./DepositDialog` of payments: the dialog the shell opens through `depositDialogOpenAtom`. */
export interface DepositDialogModule {
  default: ComponentType<DepositDialogProps>;
  /**
   * Optional: fetches what the form opens with (payments knows which data), so a click right after the intent
   * shows the finished form. The shell calls it when the player points at, focuses or touches 'Indbetal'.
   */
  preload?: (context: DepositDialogPreload) => Promise<unknown>;
}

/** A return from the payment page (spec section 2): status=paymentSuccess&paymentId=…, or status=paymentCancelled. */
export type PaymentReturnFlag = { status: 'success'; paymentId: string } | { status: 'cancelled' };

export interface PaymentReturnProps {
  payment: PaymentReturnFlag;
  /** The return is handled (toast shown, receipt read and tracked): the shell unmounts it. */
  onDone: () => void;
}

/** `./PaymentReturn` of payments: what a return from the payment page does. The shell mounts it for such a URL. */
export interface PaymentReturnModule {
  default: ComponentType<PaymentReturnProps>;
}

export interface ChatWidgetProps {
  /** The player clicked the shell's stand-in launcher: the widget mounts with the chat open. */
  open?: boolean;
}

/** `./ChatWidget` of support: the launcher and its chat, which the shell loads on the player's intent. */
export interface ChatWidgetModule {
  default: ComponentType<ChatWidgetProps>;
  /** Optional: fetches the chat itself, so a click right after the intent opens it at once. */
  preload?: () => Promise<unknown>;
}

export type { ThemeName } from '@casino/ui';
import type { ThemeName } from '@casino/ui';

export interface ThemeEffectsProps {
  theme: Exclude<ThemeName, 'default'>;
}

/** What each remote exposes, keyed as `remote/expose`: the whole shell <-> remote contract. */
export interface RemoteExposes {
  'games/routes': RoutesModule;
  'payments/routes': RoutesModule;
  'payments/DepositDialog': DepositDialogModule;
  'payments/PaymentReturn': PaymentReturnModule;
  'profile/routes': RoutesModule;
  'support/routes': RoutesModule;
  'support/ChatWidget': ChatWidgetModule;
  'effects/ThemeEffects': { default: ComponentType<ThemeEffectsProps> };
}

export type RemoteModuleId = keyof RemoteExposes;
