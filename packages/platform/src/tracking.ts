/**
 * The one tracking API for every analytics event of spec section 3. Events go to the tag manager's
 * `window.dataLayer` as `{ event, ...payload, country: 'DK' }` (spec section 9: tracking country DK).
 *
 * User events need the logged-in player's profile (spec section 6): `track` takes it as a second
 * argument and refuses (pushes nothing, returns false) without it. The deposit event's personal
 * fields (userId, firstname, lastname, phoneNumber) are filled from that profile, never by callers.
 */

/** Spec section 9: every event is tagged with the tracking country. */
const trackingCountry = 'DK';

// ---- Events anyone may cause, logged in or not ----

export interface PromotionEvent {
  event: 'promotionView' | 'promotionClick';
  name: string;
  location: string;
  position: number;
  list: string;
}

export interface NavigationEvent {
  event: 'navigation';
  navName: string;
  itemTitle: string;
}

export interface InGameOrientationEvent {
  event: 'inGameOrientation';
  title: string;
  orientation: 'portrait' | 'landscape';
}

export interface SaveGameDialogEvent {
  event: 'saveGameDialog';
  action: string;
}

export type PublicTrackingEvent = PromotionEvent | NavigationEvent | InGameOrientationEvent | SaveGameDialogEvent;

// ---- Events about a player: only with a logged-in profile ----

export interface DepositEvent {
  event: 'deposit';
  id: string;
  amount: number;
  /** 'FTD' when the receipt says first-time deposit (ftd === 'true'), otherwise 'Deposit' (spec section 4). */
  type: 'FTD' | 'Deposit';
  location: string;
  method: string;
}

export interface DepositErrorEvent {
  event: 'depositError';
  error: string;
}

export interface PayoutEvent {
  event: 'payout';
  type: string;
  amount: number;
}

export interface PromoCodeEvent {
  event: 'promoCode';
  type: string;
  status: string;
  code: string;
}

export interface SignupEvent {
  event: 'SIGNUP';
}

export interface LoginEvent {
  event: 'LOGIN';
}

export interface AccountStatusEvent {
  event: 'accountStatus';
  type: string;
  /** The lock period, when the status change has one (spec section 4: day, month or forever). */
  period?: 'day' | 'month' | 'forever';
}

export interface SubscriptionEvent {
  event: 'SUBSCRIPTION';
  type: 'newsletter' | 'sms';
  action: 'subscribe' | 'unsubscribe';
  /** Where the consent was given, e.g. 'reminder' or 'settings'. */
  origin: string;
}

export type UserTrackingEvent =
  | DepositEvent
  | DepositErrorEvent
  | PayoutEvent
  | PromoCodeEvent
  | SignupEvent
  | LoginEvent
  | AccountStatusEvent
  | SubscriptionEvent;

export type TrackingEvent = PublicTrackingEvent | UserTrackingEvent;
export type TrackingEventName = TrackingEvent['event'];

const userEventNames: ReadonlySet<TrackingEventName> = new Set<UserTrackingEvent['event']>([
  'deposit',
  'depositError',
  'payout',
  'promoCode',
  'SIGNUP',
  'LOGIN',
  'accountStatus',
  'SUBSCRIPTION',
]);

function isUserTrackingEvent(event: TrackingEvent): event is UserTrackingEvent {
  return userEventNames.has(event.event);
}

/** The logged-in player as tracking sees them. */
export interface TrackingProfile {
  userId: string;
  firstname: string;
  lastname: string;
  phoneNumber: string;
}

/**
 * The tracking profile of a logged-in player: the first word of the name is the first name, the
 * rest the last name ('Lars Løkke Rasmussen' -> 'Lars' / 'Løkke Rasmussen').
 */
export function trackingProfileOf(player: { id: string; name: string; phoneNumber?: string | null }): TrackingProfile {
  const [firstname = '', ...rest] = player.name.trim().split(/\s+/u);
  return { userId: player.id, firstname, lastname: rest.join(' '), phoneNumber: player.phoneNumber ?? '' };
}

/** What lands on the data layer. */
export type DataLayerEntry = Record<string, unknown> & { event: TrackingEventName; country: typeof trackingCountry };

type DataLayerWindow = { dataLayer?: unknown[] };

function dataLayer(): unknown[] | null {
  if (typeof window === 'undefined') return null;
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  return target.dataLayer;
}

/** Builds the entry for an event, or null when a user event comes without a logged-in profile. */
export function toDataLayerEntry(event: TrackingEvent, profile?: TrackingProfile | null): DataLayerEntry | null {
  if (isUserTrackingEvent(event) && !profile?.userId) return null;
  const personal = event.event === 'deposit' && profile ? profile : {};
  return { ...event, ...personal, country: trackingCountry };
}

/**
 * Pushes an analytics event onto `window.dataLayer` (created if missing). Returns whether it was
 * pushed. User events must come with the logged-in player's profile; a missing one refuses.
 */
export function track(event: PublicTrackingEvent): boolean;
export function track(event: UserTrackingEvent, profile: TrackingProfile | null | undefined): boolean;
export function track(event: TrackingEvent, profile?: TrackingProfile | null): boolean {
  const entry = toDataLayerEntry(event, profile);
  const layer = entry && dataLayer();
  if (!entry || !layer) return false;
  layer.push(entry);
  return true;
}
