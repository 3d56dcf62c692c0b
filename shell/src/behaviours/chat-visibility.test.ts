import { isSupportWidgetVisible } from './chat-visibility.ts';

const inBrowser = { standalone: false, layoutHidden: false };

// Spec section 2 (support chat widget visibility).
describe('support widget visibility', () => {
  it.each(['/', '/spil', '/spil/book-of-dead', '/spil/book-of-dead/spillevejledning', '/profile', '/help', '/chatten'])(
    'shows the widget on %s',
    (pathname) => {
      expect(isSupportWidgetVisible({ pathname, ...inBrowser })).toBe(true);
    },
  );

  it.each([
    '/spil/book-of-dead/spil',
    '/spil/book-of-dead/spil/',
    '/chat',
    '/chat/',
    '/scratcher/guldregn',
    '/support/agent',
  ])('hides the widget on %s', (pathname) => {
    expect(isSupportWidgetVisible({ pathname, ...inBrowser })).toBe(false);
  });

  it('hides the widget in the installed app', () => {
    expect(isSupportWidgetVisible({ pathname: '/', standalone: true, layoutHidden: false })).toBe(false);
  });

  it('hides the widget with layout=0', () => {
    expect(isSupportWidgetVisible({ pathname: '/', standalone: false, layoutHidden: true })).toBe(false);
  });
});
