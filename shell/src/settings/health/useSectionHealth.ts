import type { HealthSummary, ReleaseHealth } from '@portal/registry';
import { useEffect, useState } from 'react';

/** How often the health view asks the collector again while it is open. */
export const HEALTH_REFRESH_MS = 10_000;

export type SectionHealthState =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; releases: ReleaseHealth[] };

/** The collector's summary at `collectorUrl`, asked again every `refreshMs` while mounted. */
export function useSectionHealth(collectorUrl: string, refreshMs = HEALTH_REFRESH_MS): SectionHealthState {
  const [health, setHealth] = useState<SectionHealthState>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const read = async () => {
      try {
        const response = await fetch(collectorUrl, { cache: 'no-store', signal: controller.signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const summary = (await response.json()) as HealthSummary;
        if (!Array.isArray(summary.releases)) throw new Error('no releases');
        setHealth({ state: 'loaded', releases: summary.releases });
      } catch {
        // The last good figures stay on screen when one refresh fails.
        if (!controller.signal.aborted)
          setHealth((current) => (current.state === 'loaded' ? current : { state: 'failed' }));
      }
    };
    void read();
    const timer = window.setInterval(() => void read(), refreshMs);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [collectorUrl, refreshMs]);
  return health;
}
