// Section health: per section and release, how long its remote took to load, and each load
// failure, version-skew refusal and error its boundary caught, sent in batches with
// navigator.sendBeacon to the collector portal-config.json names (`healthUrl`). The beacon format
// is docs/deploying.md's "Section health". Nothing is recorded without a collector; the only
// person named is the staff account id. The format: @portal/registry healthFormat.ts.
import type { HealthBeacon, HealthEvent } from '@portal/registry';
import { storedAccountId } from './releaseChoice';

/** A batch leaves this long after its first event, or when the page is hidden, or when full. */
export const HEALTH_BATCH_MS = 10_000;
export const HEALTH_BATCH_SIZE = 50;

let collectorUrl: string | null = null;
let queue: HealthEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** The collector this page sends to, where the health view reads the summary; null without one. */
export const healthCollectorUrl = (): string | null => collectorUrl;

/** Sends what is queued, in one beacon; nothing when nothing is queued or no collector is set. */
export function flushHealth(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (!collectorUrl || queue.length === 0) return;
  const beacon: HealthBeacon = { v: 1, account: storedAccountId(), events: queue.splice(0) };
  // text/plain is a simple request: no preflight, to the portal's origin or a collector's own.
  navigator.sendBeacon(collectorUrl, new Blob([JSON.stringify(beacon)], { type: 'text/plain' }));
}

const flushWhenHidden = () => {
  if (document.visibilityState === 'hidden') flushHealth();
};

/** The collector to send to (portal-config.json's `healthUrl`); without one, nothing is recorded. */
export function configureHealth(url: string | undefined): void {
  collectorUrl = url ?? null;
  if (!collectorUrl) queue = [];
  if (collectorUrl && !listening) {
    listening = true;
    document.addEventListener('visibilitychange', flushWhenHidden);
    window.addEventListener('pagehide', flushHealth);
  }
}

export function recordHealth(event: HealthEvent): void {
  if (!collectorUrl) return;
  queue.push(event);
  if (queue.length >= HEALTH_BATCH_SIZE) flushHealth();
  else timer ??= setTimeout(flushHealth, HEALTH_BATCH_MS);
}
