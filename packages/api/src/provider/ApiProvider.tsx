import type { ReactNode } from 'react';
import { SessionSwrConfig } from './SessionSwrConfig';
import { API_SWR_OPTIONS } from '../swr/swrOptions';

/** Mounted once by the shell and by each remote's standalone bootstrap. */
export function ApiProvider({ children }: { children: ReactNode }) {
  return <SessionSwrConfig options={API_SWR_OPTIONS}>{children}</SessionSwrConfig>;
}
