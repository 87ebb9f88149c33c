import type { Page } from 'playwright-core';

/** Elements that must be on the page: at least `minCount` matches of `selector`, containing `text`. */
export interface ReadyCondition {
  selector: string;
  minCount?: number;
  text?: string;
}

/**
 * A page expression that is `performance.now()` (milliseconds since the navigation started) once
 * every condition holds, and 0 before. A string: a function would reach the page with the helpers
 * the TypeScript runner (tsx) adds to it, which the page does not have.
 */
export function readyExpression(conditions: readonly ReadyCondition[]): string {
  const checks = conditions.map(
    ({ selector, minCount = 1, text }) =>
      `Array.from(document.querySelectorAll(${JSON.stringify(selector)})).filter((element) => ${
        text === undefined ? 'true' : `(element.textContent || '').includes(${JSON.stringify(text)})`
      }).length >= ${minCount}`,
  );
  return `(${checks.join(' && ')}) ? performance.now() : 0`;
}

/**
 * Waits, checking on every frame, until the conditions hold; returns when, in page time. The
 * check runs inside one evaluation (a promise in the page), because the portal's policy forbids
 * the page to evaluate strings later on, which Playwright's waitForFunction would need.
 */
export async function whenReady(
  page: Page,
  conditions: readonly ReadyCondition[],
  timeout = 60_000,
): Promise<number> {
  const waitInPage = `new Promise((resolve, reject) => {
    const deadline = performance.now() + ${timeout};
    const check = () => {
      const readyAt = ${readyExpression(conditions)};
      if (readyAt) resolve(readyAt);
      else if (performance.now() > deadline) reject(new Error('the main content did not appear in ${timeout} ms'));
      else requestAnimationFrame(check);
    };
    check();
  })`;
  return (await page.evaluate(waitInPage)) as number;
}
