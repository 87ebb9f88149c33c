// The access log's calls, by path (pure: `@portal/api/paths` and `@portal/list-state/pure` only).
import {
  ACCESSLOG_API,
  ACCESSLOG_SORT_KEYS,
  type AccesslogFilters,
  type AccesslogSort,
  type AccesslogSortKey,
} from '@portal/contract/accesslog';
import { PAGE_SIZES } from '@portal/contract';
import { withQuery } from '@portal/api/paths';
import { listPageQuery, sortParams, type ListView, type ListViewOptions } from '@portal/list-state/pure';
import { filterParams } from '../rules/accessLogFilters';

export const ACCESSLOG_LIST_VIEW: ListViewOptions = { defaultPageSize: 25, pageSizes: PAGE_SIZES };

/** The columns the log may be sorted by: the contract's keys, which the API's allow-list satisfies too. */
export const ACCESSLOG_SORT_FIELDS = ACCESSLOG_SORT_KEYS;
export type AccesslogSortField = AccesslogSortKey;

/** GET /admin/access-log?limit&offset&staff&subject&action&from&to&sort&order: one page of the log. */
export function adminAccessLogPath(view: ListView, filters: AccesslogFilters, sort: AccesslogSort): string {
  const { search: _none, ...page } = listPageQuery(view, {});
  return withQuery(ACCESSLOG_API.listPath, { ...page, ...filterParams(filters), ...sortParams(sort) });
}

/** GET /admin/access-log/subjects?subject: the users and organisations a subject filter names. */
export const adminAccessLogSubjectsPath = (subject: string | undefined): string | null =>
  subject ? withQuery(ACCESSLOG_API.subjectsPath, { subject }) : null;

/** GET /admin/access-log/report/{id}: one user's subject access report; `withStaff` false: staff=omit. */
export const adminAccessReportPath = (userId: string, withStaff: boolean): string =>
  withQuery(`${ACCESSLOG_API.reportPath}/${encodeURIComponent(userId)}`, {
    [ACCESSLOG_API.staffParam]: withStaff ? undefined : ACCESSLOG_API.omitStaff,
  });
