import type { Page } from '@playwright/test';

/** Chromium's console line for a request that failed or answered an error status. */
const FAILED_LOAD = /^Failed to load resource: /;

interface Problem {
  kind: 'uncaught' | 'console.error' | 'dialog';
  text: string;
  /** Where the console says it came from (for a failed load: the resource). */
  url: string;
}

export interface PageErrorLog {
  /** Records `page`'s uncaught errors, console errors and dialogs (an alert means injected script ran). */
  watch(page: Page): void;
  /**
   * Accepts Chromium's 'Failed to load resource' lines for URLs under `urlPrefix`: the loads the
   * test itself makes fail (the faulted API, a stopped remote). Nothing else is ever accepted.
   */
  allowFailedLoadsFrom(urlPrefix: string): void;
  /** What was recorded and not accepted, one line each. */
  unexpected(): string[];
}

export function createPageErrorLog(): PageErrorLog {
  const problems: Problem[] = [];
  const allowedPrefixes: string[] = [];
  const causedByTest = (problem: Problem) =>
    problem.kind === 'console.error' &&
    FAILED_LOAD.test(problem.text) &&
    allowedPrefixes.some((prefix) => problem.url.startsWith(prefix));
  return {
    watch(page) {
      page.on('pageerror', (error) =>
        problems.push({ kind: 'uncaught', text: error.stack ?? error.message, url: page.url() }),
      );
      page.on('console', (message) => {
        if (message.type() === 'error') {
          problems.push({ kind: 'console.error', text: message.text(), url: message.location().url });
        }
      });
      page.on('dialog', (dialog) => {
        problems.push({ kind: 'dialog', text: `${dialog.type()}: ${dialog.message()}`, url: page.url() });
        void dialog.dismiss();
      });
    },
    allowFailedLoadsFrom(urlPrefix) {
      allowedPrefixes.push(urlPrefix);
    },
    unexpected: () =>
      problems
        .filter((problem) => !causedByTest(problem))
        .map((problem) => `${problem.kind}: ${problem.text} (${problem.url})`),
  };
}
