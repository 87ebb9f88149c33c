// The public surface of @portal/api (a Module Federation singleton: one copy per page).
export * from './contract';

export { configureApi, getApiConfig, type ApiConfig } from './config/apiConfig';

export { apiClient, type Query, type QueryValue } from './http/apiClient';
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
export {
  keepPrefetchedAnswers,
  prefetchDashboardStatistics,
  prefetchesSettled,
  prefetchPath,
} from './swr/prefetch';
export { useRevalidatePage } from './swr/revalidatePage';
export { useDataUpdatedAt } from './swr/dataUpdatedAt';
export { listViewOf, type ListView, type ListViewOptions } from './calls/listQuery';
export { nextSort, sortViewOf } from './calls/sortQuery';
export {
  csvExportPath,
  downloadCsv,
  type CsvExportProgress,
  type CsvExportQuery,
  type CsvFile,
} from './calls/csvExport';

export { useAdminGrowth, ADMIN_GROWTH_PATH, GROWTH_ERROR_TEXT } from './calls/growth';
export {
  useDashboardStatistics,
  STATISTICS_ERROR_TEXT,
  type DashboardStatistics,
} from './calls/dashboardStatistics';
export { ADMIN_USERS_PATH, adminUsersPath, useAdminUsers, USERS_ERROR_TEXT } from './calls/users';
export { adminUserPath, useAdminUser, USER_DETAILS_ERROR_TEXT } from './calls/user';
export {
  ADMIN_ORGANISATIONS_PATH,
  adminOrganisationsPath,
  useAdminOrganisations,
  ORGANISATIONS_ERROR_TEXT,
} from './calls/organisations';
export {
  adminOrganisationPath,
  useAdminOrganisation,
  ORGANISATION_DETAILS_ERROR_TEXT,
} from './calls/organisation';
export {
  organisationInvoicesPath,
  useOrganisationInvoices,
  INVOICES_ERROR_TEXT,
} from './calls/organisationInvoices';
export { organisationTeamPath, useOrganisationTeam, TEAM_ERROR_TEXT } from './calls/organisationTeam';
export {
  ADMIN_COUPONS_LIST_PATH,
  ADMIN_COUPONS_PATH,
  adminCouponsPath,
  useAdminCoupons,
  COUPONS_ERROR_TEXT,
} from './calls/coupons';
export { adminCouponPath, useAdminCoupon, COUPON_DETAILS_ERROR_TEXT } from './calls/coupon';
export {
  adminActivitiesCsvPath,
  adminActivitiesPath,
  useAdminActivities,
  ACTIVITIES_ERROR_TEXT,
  ALL_ACTIVITY_TYPES,
  type ActivitiesQuery,
  type ActivityScope,
} from './calls/activities';
export { QUICK_FIND_ERROR_TEXT, quickFindPath, useQuickFind } from './calls/quickFind';
