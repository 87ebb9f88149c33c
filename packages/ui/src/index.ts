// @portal/ui: the theme, the MUI components the apps use, and the portal's shared building blocks.
// A Module Federation singleton: every remote renders with the shell's copy.
export * from './mui';
export { createPortalTheme } from './theme/theme';
export { PortalThemeProvider } from './theme/PortalThemeProvider';
export { COLOR_MODES, setColorMode, useColorMode, type ColorMode } from './theme/colorMode';
export { paths, stripeUrls } from './paths';
export {
  DEFAULT_CURRENCY,
  NEVER_TEXT,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  monthName,
  toMajorUnits,
} from './format';
export { personDisplayName, personInitials } from './people';
export { safeHttpUrl } from './safeUrl';
export { ExternalLink } from './ExternalLink';
export { RouterLink } from './RouterLink';
export {
  invitationStatusColor,
  roleColor,
  subscriptionStatusColor,
  userStatusColor,
  type ChipColor,
} from './chips/statusColors';
export { StatusChip } from './chips/StatusChip';
export { OrganisationChip, UserChip } from './chips/EntityChips';
export { EmptyText, ErrorText, LoadingState } from './states/PageStates';
export {
  MAX_TOASTS,
  TOAST_DURATION_MS,
  dismissToast,
  showToast,
  useToast,
  useToasts,
  type Toast,
  type ToastSeverity,
} from './toasts/toastStore';
export { ToastViewport } from './toasts/ToastViewport';
export { DataTable, PAGE_SIZES, type Column, type TablePaging } from './table/DataTable';
export { organisationColumns } from './table/organisationColumns';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './list/useDebouncedValue';
export { useListState, type ListState } from './list/useListState';
export {
  useMemoryQueryParams,
  useUrlQueryParams,
  type QueryParamChanges,
  type QueryParamStore,
} from './list/queryParams';
export { SearchField } from './list/SearchField';
export { setRemoteLoader, loadRemoteComponent, type RemoteLoader } from './remote/remoteLoader';
export { RemoteModule } from './remote/RemoteModule';
export {
  ACTIVITIES_UNAVAILABLE_TEXT,
  EmbeddedActivityList,
  type ActivityListProps,
} from './remote/EmbeddedActivityList';
export { DetailField, InfoGroup } from './detail/DetailField';
export { MetricCard } from './detail/MetricCard';
export { PathBreadcrumbs } from './detail/PathBreadcrumbs';
export { SectionCard } from './detail/SectionCard';
