import {
  adminOrganisationPath,
  adminOrganisationsPath,
  listViewOf,
  organisationInvoicesPath,
  organisationTeamPath,
  prefetchPath,
} from '@portal/api';
import type { SectionLocation } from '@portal/federation';
import { ORGANISATIONS_LIST_VIEW } from './rules/organisationsListView';

/** The first calls of the organisations list (its view from the URL query) or of an organisation's page. */
export default function prefetch({ segments, search }: SectionLocation): void {
  const [organisationId, ...rest] = segments;
  if (organisationId === undefined) {
    const view = listViewOf(new URLSearchParams(search), ORGANISATIONS_LIST_VIEW);
    prefetchPath(adminOrganisationsPath({ search: view.search, limit: view.pageSize, offset: view.offset }));
  } else if (rest.length === 0) {
    prefetchPath(adminOrganisationPath(organisationId));
    prefetchPath(organisationTeamPath(organisationId));
    prefetchPath(organisationInvoicesPath(organisationId));
  }
}
