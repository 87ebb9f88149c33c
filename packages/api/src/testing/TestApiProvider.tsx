import type { ReactNode } from 'react';
import { SessionSwrConfig } from '../provider/SessionSwrConfig';
import { API_SWR_OPTIONS } from '../swr/swrOptions';

// A fresh cache per mount so tests never share data; no deduping or retry timers to outlive a test.
const TEST_SWR_OPTIONS = {
  ...API_SWR_OPTIONS,
  dedupingInterval: 0,
  shouldRetryOnError: false,
};

/** ApiProvider for tests: the same session wiring, with an isolated SWR cache. */
export function TestApiProvider({ children }: { children: ReactNode }) {
  return (
    <SessionSwrConfig options={{ ...TEST_SWR_OPTIONS, provider: () => new Map() }}>
      {children}
    </SessionSwrConfig>
  );
}
