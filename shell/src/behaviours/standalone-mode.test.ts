import { isStandaloneMode } from './standalone-mode.ts';

const media = (standalone: boolean) => (query: string) => ({
  matches: standalone && query === '(display-mode: standalone)',
});

// Spec section 2: standalone (installed) mode changes the page, e.g. hides the support widget.
describe('standalone mode', () => {
  it('recognises the installed app by its display mode', () => {
    expect(isStandaloneMode({ matchMedia: media(true), navigator: {} })).toBe(true);
  });

  it('recognises an app added to the home screen on iOS', () => {
    expect(isStandaloneMode({ matchMedia: media(false), navigator: { standalone: true } })).toBe(true);
  });

  it('treats a normal browser tab as not standalone', () => {
    expect(isStandaloneMode({ matchMedia: media(false), navigator: { standalone: false } })).toBe(false);
    expect(isStandaloneMode({})).toBe(false);
  });
});
