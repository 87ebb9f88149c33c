// GET /admin/accesslog?search&limit&offset&sort&order: one page of the list and the match's total.
import { csvExportPath, useApiQuery, withQuery } from '@portal/api';
import { PAGE_SIZES } from '@portal/contract';
import { ACCESSLOG_SORT_KEYS, type AccesslogResponse, type AccesslogSort } from '@portal/contract/accesslog';
import { listPageQuery, sortParams, type ListView, type ListViewOptions } from '@portal/list-state';

export const ACCESSLOG_ERROR_TEXT = 'Failed to fetch accesslog';
export const ADMIN_ACCESSLOG_PATH = '/admin/accesslog';
export const ACCESSLOG_LIST_VIEW: ListViewOptions = { defaultPageSize: 25, pageSizes: PAGE_SIZES };

/** The columns the list may be sorted by: the contract's keys, which the API's allow-list satisfies too. */
export const ACCESSLOG_SORT_FIELDS = ACCESSLOG_SORT_KEYS;

/** The request for one view and sort of the list. */
export function adminAccesslogPath(view: ListView, sort: AccesslogSort): string {
  return withQuery(ADMIN_ACCESSLOG_PATH, { ...listPageQuery(view, {}), ...sortParams(sort) });
}

/** The list's CSV export: its search and sort, every row. */
export function adminAccesslogCsvPath(view: ListView, sort: AccesslogSort): string {
  return csvExportPath(ADMIN_ACCESSLOG_PATH, { search: view.search, ...sort });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminAccesslog(view: ListView, sort: AccesslogSort) {
  return useApiQuery<AccesslogResponse>(adminAccesslogPath(view, sort), { keepPreviousData: true });
}
