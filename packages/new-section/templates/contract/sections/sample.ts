// The Sample section's wire contract: its list's answer as the API sends it, and what the list may
// be sorted by. The API's queries and the remote's sortable columns both take the keys from here,
// so a key added on one side only fails the type check.
import type { SortQuery } from '../staffTools';

/** One row of the list. Money is an integer in the currency's minor unit. */
export interface SampleRow {
  id: string;
  organisationId: string;
  number: string | null;
  status: string;
  total: number;
  currency: string;
  created: string;
}

/** The list's answer: one page and the match's total. */
export interface SampleResponse {
  rows: SampleRow[];
  total: number;
}

/** What the list may be sorted by (`sort`). */
export const SAMPLE_SORT_KEYS = ['number', 'total', 'created'] as const;
/** A `sort` the list accepts. */
export type SampleSortKey = (typeof SAMPLE_SORT_KEYS)[number];
/** The list's `sort` and `order`. */
export type SampleSort = SortQuery<SampleSortKey>;
