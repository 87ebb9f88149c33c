import { useEffect, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { initSession } from './sessionActions';
import { registerCacheClearer } from '../session/cacheReset';

function CacheClearerRegistration() {
  const { unload } = useSWRConfig();
  // unload (not mutate) also discards requests in flight and the pages kept by keepPreviousData;
  // no revalidation, as the session is gone and every call would only answer 401.
  useEffect(() => registerCacheClearer(() => unload({ revalidate: false })), [unload]);
  return null;
}

/** SWR with the given options, its cache emptied when a session ends, and the session started. */
export function SessionSwrConfig({ options, children }: { options: SWRConfiguration; children: ReactNode }) {
  // Idempotent, and run before the children read the session so they never see a stale "loading".
  initSession();
  return (
    <SWRConfig value={options}>
      <CacheClearerRegistration />
      {children}
    </SWRConfig>
  );
}
