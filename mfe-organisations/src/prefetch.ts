import type { SectionLocation } from '@portal/federation';
import {
  adminOrganisationPath,
  adminOrganisationsPathOf,
  organisationInvoicesPath,
  organisationTeamPath,
} from './api/paths';

/** The first calls of the organisations list (its view and sort from the URL query) or of an organisation's page. */
export function firstCalls({ segments, search }: SectionLocation): string[] {
  const [organisationId, ...rest] = segments;
  if (organisationId === undefined) return [adminOrganisationsPathOf(new URLSearchParams(search))];
  if (rest.length > 0) return [];
  return [
    adminOrganisationPath(organisationId),
    organisationTeamPath(organisationId),
    organisationInvoicesPath(organisationId),
  ].filter((path): path is string => path !== null);
}
