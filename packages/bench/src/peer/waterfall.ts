import type { CDPSession, Page } from 'playwright-core';

/** One request of a page load, in ms from the navigation's document request. */
export interface WaterfallRequest {
  url: string;
  method: string;
  type: string;
  start: number;
  /** When the last byte arrived (or the request failed); null while still open. */
  end: number | null;
  /** Who asked: 'parser', 'script <url>', 'preload', 'preflight' or 'other'. */
  initiator: string;
  status: number | null;
  failed: boolean;
}

interface Initiator {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: { callFrames: { url: string }[] } };
}

function initiatorOf(initiator: Initiator): string {
  const frames = [...(initiator.stack?.callFrames ?? []), ...(initiator.stack?.parent?.callFrames ?? [])];
  const script = frames.find((frame) => frame.url)?.url ?? initiator.url;
  return initiator.type === 'script' || (initiator.type === 'other' && script)
    ? `script ${script ?? '?'}`
    : initiator.type;
}

export interface WaterfallRecorder {
  requests(): WaterfallRequest[];
  close(): Promise<void>;
}

/** Records every request of `page` from Chromium's network events (DevTools protocol). */
export async function recordWaterfall(page: Page): Promise<WaterfallRecorder> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const byId = new Map<string, WaterfallRequest>();
  let zero: number | null = null;
  const at = (timestamp: number) => Math.round((timestamp - (zero ?? timestamp)) * 1000);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (zero === null && event.type === 'Document') zero = event.timestamp;
    byId.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      type: event.type ?? 'Other',
      start: at(event.timestamp),
      end: null,
      initiator: initiatorOf(event.initiator as Initiator),
      status: null,
      failed: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.status = event.response.status;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.end = at(event.timestamp);
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = byId.get(event.requestId);
    if (request) Object.assign(request, { end: at(event.timestamp), failed: true });
  });
  await cdp.send('Network.enable');
  return {
    requests: () => [...byId.values()].sort((a, b) => a.start - b.start),
    close: () => cdp.detach().catch(() => undefined),
  };
}
