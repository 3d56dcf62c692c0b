import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const blocking = new Set(['serious', 'critical']);

/**
 * The serious and critical findings of axe on the page as it is now (or on `include`, a selector), readable in
 * a failure message.
 */
export async function seriousAxeFindings(page: Page, include?: string) {
  await transitionsEnded(page);
  await setCssMotion(page, 'still');
  const builder = new AxeBuilder({ page }).withTags(wcagTags).options({ resultTypes: ['violations'] });
  const { violations } = await (include ? builder.include(include) : builder)
    .analyze()
    .finally(() => setCssMotion(page, 'moving'));
  return violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}

/**
 * axe reads colours as drawn at that instant: a toast fading behind the newest one, caught halfway, has neither
 * its start nor its end colour. Waits until two frames pass with no transition or finite animation running in
 * the page and its frames (a toast starts its fade a frame after it is added; endless animations, such as a
 * spinner, are left running).
 */
async function transitionsEnded(page: Page) {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(async () => {
          // Two frames, or a tenth of a second where a frame never comes (a throttled frame).
          const twoFrames = () =>
            new Promise<void>((resolve) => {
              requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
              setTimeout(resolve, 100);
            });
          for (let round = 0; round < 20; round++) {
            await twoFrames();
            const running = document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
              );
            if (!running.length) return;
            await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
          }
        })
        .catch(() => undefined),
    ),
  );
}

/**
 * While axe reads the page (seconds on a busy machine), a toast may begin to fade out: CSS transitions are off
 * meanwhile, so a change that starts then jumps to its end. A constructed style sheet, which the pages'
 * Content-Security-Policy does not govern, in the page and each of its frames.
 */
async function setCssMotion(page: Page, motion: 'still' | 'moving') {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate((still) => {
          const holder = window as unknown as { axeStillSheet?: CSSStyleSheet };
          if (still && !holder.axeStillSheet) {
            holder.axeStillSheet = new CSSStyleSheet();
            holder.axeStillSheet.replaceSync('*, *::before, *::after { transition: none !important; }');
            document.adoptedStyleSheets = [...document.adoptedStyleSheets, holder.axeStillSheet];
          } else if (!still && holder.axeStillSheet) {
            const sheet = holder.axeStillSheet;
            document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
            delete holder.axeStillSheet;
          }
        }, motion === 'still')
        .catch(() => undefined),
    ),
  );
}
