/**
 * System notifications, spec section 4: each id is shown once, ever, in this browser. The ids
 * already shown live in local storage under one key.
 */

export interface SystemNotification {
  id: string | number;
  message: string;
}

export const shownNotificationsKey = 'serverNotifications';

export interface NotificationSelection {
  toShow: SystemNotification[];
  /** The ids to store: the earlier ones plus those now shown. */
  shownIds: string[];
}

/** Ids compare as strings, so an id the server sends as 7 matches a stored '7'. */
export function selectNotificationsToShow(
  notifications: readonly SystemNotification[],
  shownIds: readonly string[],
): NotificationSelection {
  const seen = new Set(shownIds);
  const toShow: SystemNotification[] = [];
  for (const notification of notifications) {
    const id = String(notification.id);
    if (seen.has(id)) continue;
    seen.add(id); // the same id twice in one response is still shown once
    toShow.push(notification);
  }
  return { toShow, shownIds: [...seen] };
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** The stored ids; an empty list when storage is missing, blocked or holds something else. */
export function loadShownNotificationIds(storage: ReadableStorage | undefined = globalThis.localStorage): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(shownNotificationsKey) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((id) => typeof id === 'string' || typeof id === 'number').map(String);
}

/** Stores the ids; a full or blocked storage only means a notification may show again. */
export function saveShownNotificationIds(
  ids: readonly string[],
  storage: WritableStorage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(shownNotificationsKey, JSON.stringify(ids));
  } catch {
    // Private mode or quota: nothing else to do.
  }
}
