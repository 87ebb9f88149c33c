// @portal/ui: the theme, the MUI components the apps use, and the portal's shared building blocks.
// A Module Federation singleton: every remote renders with the shell's copy. What the sign-in page
// needs too (theme, page states, toasts, paths) lives in the @portal/ui-core singleton, re-exported
// here, so that /login never downloads the tables, menus and inputs below.
export * from '@portal/ui-core';
export * from './mui';
// The plain-text formatting the API's CSV exports share (@portal/format), re-exported for the screens.
// Listed by name, not `export *`: a name new in @portal/format then reaches the apps only through a
// change of this surface's recorded report, and so a new @portal/ui version the shell ships first.
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
  personDisplayName,
  personInitials,
  NO_CODES_TEXT,
  couponStatusText,
  discountText,
  durationText,
  promotionCodeLabel,
  redeemedText,
} from '@portal/format';
export { safeHttpUrl } from './safeUrl';
export { ExternalLink } from './ExternalLink';
export { RouterLink } from './RouterLink';
export { SectionRoutes } from './routing/SectionRoutes';
export {
  invitationStatusColor,
  roleColor,
  subscriptionStatusColor,
  userStatusColor,
  type ChipColor,
} from './chips/statusColors';
export { StatusChip } from './chips/StatusChip';
export { OrganisationChip, UserChip } from './chips/EntityChips';
export { DataTable } from './table/DataTable';
export type { Column, TableDefinition, TablePaging, TableSort } from './table/tableTypes';
export { PAGE_SIZES } from '@portal/contract';
export { organisationColumns } from './table/organisationColumns';
export { roleColumn } from './table/roleColumn';
export { QueryTable } from './table/QueryTable';
// A list's state (search, page, sort, filters in the URL) is @portal/list-state's; these screens take it.
export { listPaging } from './table/listPaging';
export { ListFilterFields } from './list/ListFilterFields';
export { SearchField } from './list/SearchField';
export {
  SearchableListPage,
  type ListResults,
  type ListTable,
  type ListView,
  type SearchableListPageProps,
} from './list/SearchableListPage';
export { RemoteModule } from './remote/RemoteModule';
export {
  ACTIVITIES_UNAVAILABLE_TEXT,
  EmbeddedActivityList,
  type ActivityListProps,
  type ActivityScope,
} from './remote/EmbeddedActivityList';
export { QueryState } from './states/QueryState';
export { DetailField, InfoGroup } from './detail/DetailField';
export { DetailPageError } from './detail/DetailPageError';
export { DetailPageState } from './detail/DetailPageState';
export { MetricCard } from './detail/MetricCard';
export { PathBreadcrumbs } from './detail/PathBreadcrumbs';
export { SectionCard } from './detail/SectionCard';
export { COPIED_CONFIRMATION_MS, useCopyToClipboard } from './actions/useCopyToClipboard';
export { RefreshButton } from './actions/RefreshButton';
export { EXPORT_CAP_TEXT, ExportCsvButton } from './actions/ExportCsvButton';
export { useCsvExport, type CsvExportState } from './actions/useCsvExport';
export { DetailActions, PageActions } from './actions/PageActions';
export { ACCESS_HISTORY_TEXT, AccessHistoryLink } from './actions/AccessHistoryLink';
export { PageHeading } from './actions/PageHeading';
