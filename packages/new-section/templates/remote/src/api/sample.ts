// GET /admin/sample?search&limit&offset&sort&order: one page of the list and the match's total.
import { csvExportPath, useApiQuery, withQuery } from '@portal/api';
import { PAGE_SIZES } from '@portal/contract';
import { SAMPLE_SORT_KEYS, type SampleResponse, type SampleSort } from '@portal/contract/sample';
import { listPageQuery, sortParams, type ListView, type ListViewOptions } from '@portal/list-state';

export const SAMPLE_ERROR_TEXT = 'Failed to fetch sample';
export const ADMIN_SAMPLE_PATH = '/admin/sample';
export const SAMPLE_LIST_VIEW: ListViewOptions = { defaultPageSize: 25, pageSizes: PAGE_SIZES };

/** The columns the list may be sorted by: the contract's keys, which the API's allow-list satisfies too. */
export const SAMPLE_SORT_FIELDS = SAMPLE_SORT_KEYS;

/** The request for one view and sort of the list. */
export function adminSamplePath(view: ListView, sort: SampleSort): string {
  return withQuery(ADMIN_SAMPLE_PATH, { ...listPageQuery(view, {}), ...sortParams(sort) });
}

/** The list's CSV export: its search and sort, every row. */
export function adminSampleCsvPath(view: ListView, sort: SampleSort): string {
  return csvExportPath(ADMIN_SAMPLE_PATH, { search: view.search, ...sort });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminSample(view: ListView, sort: SampleSort) {
  return useApiQuery<SampleResponse>(adminSamplePath(view, sort), { keepPreviousData: true });
}
