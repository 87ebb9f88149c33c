import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Refetches what the page on screen reads: SWR revalidates only keys with a mounted hook, so
 * matching every key refetches this page's calls and leaves other pages' cached answers alone.
 * Resolves when every call has answered (failures show in their own hooks).
 */
export function useRevalidatePage(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(() => true);
  }, [mutate]);
}
