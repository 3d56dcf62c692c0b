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
  const builder = new AxeBuilder({ page }).withTags(wcagTags).options({ resultTypes: ['violations'] });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
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
 * its start nor its end colour. Waits for every transition and finite animation of the page and its frames to
 * end (endless ones, such as a spinner, are left running).
 */
async function transitionsEnded(page: Page) {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
              )
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        )
        .catch(() => undefined),
    ),
  );
}
