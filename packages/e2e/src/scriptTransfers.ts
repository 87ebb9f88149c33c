import type { Page } from 'playwright-core';

/**
 * Context headers that make every response come gzip-compressed (Chromium also offers brotli on
 * localhost), so that the figures are the gzip bytes the budgets are written in.
 */
export const GZIP_ONLY = { 'accept-encoding': 'gzip' };

export interface ScriptTransfer {
  url: string;
  /** Response body bytes as they crossed the wire (compressed when content-encoding says so). */
  bytes: number;
  /** The response's content-encoding ('gzip', 'br'), or null when it came uncompressed. */
  encoding: string | null;
}

export interface ScriptTransferLog {
  /** Every script fetched from the network since the log started, once all of them finished. */
  scripts(): Promise<ScriptTransfer[]>;
  /** The scripts fetched after `mark()` was called. */
  scriptsSinceMark(): Promise<ScriptTransfer[]>;
  mark(): void;
}

/**
 * Records the JavaScript a page downloads, counting what was transferred: the encoded body size
 * Chromium reports, the same figure as DevTools' "transferred" column without the headers. The
 * budgets test and the bench both read this, so their figures agree.
 */
export function recordScriptTransfers(page: Page): ScriptTransferLog {
  const pending: Promise<ScriptTransfer | null>[] = [];
  let markIndex = 0;
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        // A script served from the browser cache crossed no wire: its body size is 0.
        const { responseBodySize } = await request.sizes();
        return {
          url: request.url(),
          bytes: responseBodySize,
          encoding: await response.headerValue('content-encoding'),
        };
      })().catch(() => null), // the page closed before its sizes could be read
    );
  });
  const settled = async (from: number) =>
    (await Promise.all(pending.slice(from))).filter(
      (transfer): transfer is ScriptTransfer => transfer !== null && transfer.bytes > 0,
    );
  return {
    scripts: () => settled(0),
    scriptsSinceMark: () => settled(markIndex),
    mark: () => {
      markIndex = pending.length;
    },
  };
}

export const totalBytes = (scripts: readonly ScriptTransfer[]) =>
  scripts.reduce((sum, script) => sum + script.bytes, 0);
