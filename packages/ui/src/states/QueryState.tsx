import { ErrorText, LoadingState } from '@portal/ui-core';
import type { ReactNode } from 'react';

interface QueryStateProps<T> {
  /** A data hook's answer: `useAdminUsers(...)` and the like. */
  query: { data?: T; error?: unknown };
  /** The red text shown in place of the data when the call failed (docs/product.md "Errors"). */
  errorText: string;
  /** Names the spinner shown until the first answer, e.g. 'Loading users'. */
  loadingLabel: string;
  /** The content for the answer; an empty answer is the content's to word (a table's empty text). */
  children: (data: T) => ReactNode;
}

/** One call's error, loading and loaded states, the same on every screen. */
export function QueryState<T>({
  query: { data, error },
  errorText,
  loadingLabel,
  children,
}: QueryStateProps<T>) {
  if (error) return <ErrorText error={error}>{errorText}</ErrorText>;
  if (data === undefined) return <LoadingState label={loadingLabel} />;
  return children(data);
}
