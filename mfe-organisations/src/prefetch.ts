import { prefetchPath } from '@portal/api';
import type { SectionLocation } from '@portal/federation';
import { adminOrganisationPath } from './api/organisation';
import { organisationInvoicesPath } from './api/organisationInvoices';
import { adminOrganisationsPathOf } from './api/organisations';
import { organisationTeamPath } from './api/organisationTeam';

/** The first calls of the organisations list (its view and sort from the URL query) or of an organisation's page. */
export default function prefetch({ segments, search }: SectionLocation): void {
  const [organisationId, ...rest] = segments;
  if (organisationId === undefined) {
    prefetchPath(adminOrganisationsPathOf(new URLSearchParams(search)));
  } else if (rest.length === 0) {
    prefetchPath(adminOrganisationPath(organisationId));
    prefetchPath(organisationTeamPath(organisationId));
    prefetchPath(organisationInvoicesPath(organisationId));
  }
}
