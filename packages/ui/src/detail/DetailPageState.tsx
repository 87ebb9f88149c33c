import type { ReactNode } from 'react';
import { QueryState } from '../states/QueryState';
import { DetailPageError } from './DetailPageError';

interface DetailPageStateProps<T> {
  /** The detail page's own call: `useAdminCoupon(id)` and the like. */
  query: { data?: T; error?: unknown };
  /** The page's not-found or error text, shown under the breadcrumb trail in place of the page. */
  errorText: string;
  /** Names the spinner shown until the entity loads, e.g. 'Loading coupon'. */
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/** A detail page that stands on one call: its error in place of the page, its spinner, then the page. */
export function DetailPageState<T>({ query, errorText, loadingLabel, children }: DetailPageStateProps<T>) {
  if (query.error) return <DetailPageError text={errorText} error={query.error} />;
  return (
    <QueryState query={query} errorText={errorText} loadingLabel={loadingLabel}>
      {children}
    </QueryState>
  );
}
