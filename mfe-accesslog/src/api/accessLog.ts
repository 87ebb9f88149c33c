// The access log's data hooks (the shared, auth-aware SWR client).
import { csvExportPath, useApiQuery } from '@portal/api';
import {
  ACCESSLOG_API,
  type AccesslogFilters,
  type AccesslogResponse,
  type AccesslogSort,
  type AccesslogSubjectsResponse,
} from '@portal/contract/accesslog';
import type { ListView } from '@portal/list-state';
import { filterParams } from '../rules/accessLogFilters';
import { adminAccessLogPath, adminAccessLogSubjectsPath } from './paths';

export const ACCESSLOG_ERROR_TEXT = 'Failed to fetch the access log';

/** Keeps the previous page on screen while the next one loads. */
export function useAccessLog(view: ListView, filters: AccesslogFilters, sort: AccesslogSort) {
  return useApiQuery<AccesslogResponse>(adminAccessLogPath(view, filters, sort), { keepPreviousData: true });
}

/** Who the subject filter names (nothing asked without one). */
export function useAccessLogSubjects(subject: string | undefined) {
  return useApiQuery<AccesslogSubjectsResponse>(adminAccessLogSubjectsPath(subject));
}

/** The log's CSV export: its filters and sort, every row. */
export const accessLogCsvPath = (filters: AccesslogFilters, sort: AccesslogSort) =>
  csvExportPath(ACCESSLOG_API.listPath, { filters: filterParams(filters), ...sort });
