import type { Page } from '@playwright/test';

/** Chromium's console line for a request that failed or answered an error status. */
const FAILED_LOAD = /^Failed to load resource: /;
/** Chromium's line for a script whose load answered something else (a missing file's JSON 404). */
const REFUSED_SCRIPT = /^Refused to execute script from '([^']+)'/;
/** The browser's own guess at a site icon, which no page asks for. */
const GUESSED_ICON = /^https?:\/\/[^/]+\/favicon\.ico$/;

interface Problem {
  kind: 'uncaught' | 'console.error' | 'dialog';
  text: string;
  /** Where the console says it came from (for a failed load: the resource). */
  url: string;
}

export interface PageErrorLog {
  /**
   * Records `page`'s uncaught errors, console errors and dialogs (an alert means injected script
   * ran). The tests' `pageErrors` fixture calls it for every page; a second call adds nothing.
   */
  watch(page: Page): void;
  /**
   * Accepts Chromium's 'Failed to load resource' and 'Refused to execute script' lines for URLs
   * under `urlPrefix`: the loads the test itself makes fail (the faulted API, a stopped remote, a
   * release without its entry script).
   */
  allowFailedLoadsFrom(urlPrefix: string): void;
  /**
   * Accepts console errors matching `pattern`: the ones a test provokes on purpose and checks
   * itself (a call the security policy must block, a frame it must refuse).
   */
  allowConsoleErrors(pattern: RegExp): void;
  /** What was recorded and not accepted, one line each. */
  unexpected(): string[];
}

export function createPageErrorLog(): PageErrorLog {
  const problems: Problem[] = [];
  const watched = new WeakSet<Page>();
  const allowedPrefixes: string[] = [];
  const allowedConsoleErrors: RegExp[] = [];
  const accepted = (problem: Problem) => {
    if (problem.kind !== 'console.error') return false;
    if (allowedConsoleErrors.some((pattern) => pattern.test(problem.text))) return true;
    const url =
      REFUSED_SCRIPT.exec(problem.text)?.[1] ?? (FAILED_LOAD.test(problem.text) ? problem.url : null);
    if (url === null) return false;
    return GUESSED_ICON.test(url) || allowedPrefixes.some((prefix) => url.startsWith(prefix));
  };
  return {
    watch(page) {
      if (watched.has(page)) return;
      watched.add(page);
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
    allowConsoleErrors(pattern) {
      allowedConsoleErrors.push(pattern);
    },
    unexpected: () =>
      problems
        .filter((problem) => !accepted(problem))
        .map((problem) => `${problem.kind}: ${problem.text} (${problem.url})`),
  };
}
