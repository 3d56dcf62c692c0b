import {
  loadShownNotificationIds,
  saveShownNotificationIds,
  selectNotificationsToShow,
  shownNotificationsKey,
} from './system-notifications.ts';

const maintenance = { id: 'n1', message: 'Planlagt vedligehold i nat kl. 02.00' };
const newGames = { id: 7, message: 'Nye spil er på vej' };

// Spec section 4 (system notifications): each is shown only once; shown ids live in local storage under one key.
describe('system notifications', () => {
  beforeEach(() => localStorage.clear());

  it('shows every notification the first time', () => {
    const { toShow, shownIds } = selectNotificationsToShow([maintenance, newGames], []);
    expect(toShow).toEqual([maintenance, newGames]);
    expect(shownIds).toEqual(['n1', '7']);
  });

  it('does not show a notification again after a reload', () => {
    const first = selectNotificationsToShow([maintenance], loadShownNotificationIds());
    saveShownNotificationIds(first.shownIds);

    const afterReload = selectNotificationsToShow([maintenance, newGames], loadShownNotificationIds());
    expect(afterReload.toShow).toEqual([newGames]);
    expect(afterReload.shownIds).toEqual(['n1', '7']);
  });

  it('matches numeric ids with stored ones', () => {
    expect(selectNotificationsToShow([newGames], ['7']).toShow).toEqual([]);
  });

  it('shows a notification listed twice in one response only once', () => {
    expect(selectNotificationsToShow([maintenance, maintenance], []).toShow).toEqual([maintenance]);
  });

  it('remembers earlier ids that the server no longer sends', () => {
    expect(selectNotificationsToShow([newGames], ['old']).shownIds).toEqual(['old', '7']);
  });

  it('stores the ids as JSON under one key', () => {
    saveShownNotificationIds(['n1', '7']);
    expect(localStorage.length).toBe(1);
    expect(JSON.parse(localStorage.getItem(shownNotificationsKey) ?? 'null')).toEqual(['n1', '7']);
  });

  it.each([
    ['{not json', []],
    ['{"n1":true}', []],
    ['"n1"', []],
    ['null', []],
    ['[1, "a", null, {"id": 2}]', ['1', 'a']],
  ])('survives a corrupt stored value %p', (stored, expected) => {
    localStorage.setItem(shownNotificationsKey, stored);
    expect(loadShownNotificationIds()).toEqual(expected);
  });

  it('works without storage, e.g. when the browser blocks it', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadShownNotificationIds(blocked)).toEqual([]);
    expect(() => saveShownNotificationIds(['n1'], blocked)).not.toThrow();
  });
});
