// The public surface of @portal/api (a Module Federation singleton: one copy per page): the
// session, the authenticated client, the SWR cache and its generic hook and prefetch, the CSV
// download and the error catalogue; a list's URL state is @portal/list-state's. It names no
// section's endpoint: each section keeps its own calls in its `src/api/` (see README.md).

export { configureApi, getApiConfig, type ApiConfig } from './config/apiConfig';

export { apiClient, withQuery, type Query, type QueryValue } from './http/apiClient';
export { ApiError, errorMessage, FALLBACK_ERROR_TEXT, isNotFoundError } from './http/ApiError';
export {
  AUTHENTICATION_FAILED_TEXT,
  INSUFFICIENT_PERMISSIONS_TEXT,
  NETWORK_ERROR_TEXT,
  USER_ACCOUNT_GONE_TEXT,
} from './http/errorTexts';

export type { AuthState } from './session/authState';
export { useSession } from './session/authStore';
export { initSession, login, logout, updateUser } from './provider/sessionActions';
export {
  emitOrganisationChanged,
  onSessionEvent,
  type SessionEventMap,
  type SessionEventType,
} from './session/sessionEvents';
export { setOrganisationInvalidatedHandler } from './session/organisationInvalidated';
export { getToken } from './session/storedSession';

export { ApiProvider } from './provider/ApiProvider';
export { fetchJson, useApiQuery, type ApiQueryOptions } from './calls/useApiQuery';
export {
  keepPrefetchedAnswers,
  prefetchCall,
  prefetchesSettled,
  prefetchPath,
  prefetchSentPath,
} from './swr/prefetch';
export { useRevalidatePage } from './swr/revalidatePage';
export { useDataUpdatedAt } from './swr/dataUpdatedAt';
export { idPath } from './calls/idPath';
export {
  csvExportPath,
  downloadCsv,
  type CsvExportProgress,
  type CsvExportQuery,
  type CsvFile,
} from './calls/csvExport';
