/**
 * Written inline into a server-rendered page by the page server (allowed by its hash): a button is on screen
 * there before the scripts that make it work, so this keeps the buttons pressed meanwhile (only buttons: a
 * link works without scripts), and the shell presses them again once it has taken the page over
 * (`bootstrap.tsx`). Built alone (`dist/inline/early-clicks.js`): it imports nothing.
 */
export interface EarlyClicks {
  /** The buttons pressed so far, each once, in order; stops keeping any more. */
  take(): HTMLElement[];
}

declare global {
  interface Window {
    casinoEarlyClicks?: EarlyClicks;
  }
}

const pressed: HTMLElement[] = [];

function keep(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('#root button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  if (!pressed.includes(button)) pressed.push(button);
}

document.addEventListener('click', keep, true);
window.casinoEarlyClicks = {
  take() {
    document.removeEventListener('click', keep, true);
    return pressed.splice(0);
  },
};
