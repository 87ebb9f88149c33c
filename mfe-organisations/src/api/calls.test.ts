import { ORGANISATION_DETAILS_ERROR_TEXT } from './organisation';
import { INVOICES_ERROR_TEXT } from './organisationInvoices';
import { ORGANISATIONS_ERROR_TEXT } from './organisations';
import { TEAM_ERROR_TEXT } from './organisationTeam';
import { adminOrganisationPath, organisationInvoicesPath, organisationTeamPath } from './paths';

describe("the organisations section's calls", () => {
  it.each([
    [adminOrganisationPath, '/admin/organisations/u%2F1%20x'],
    [organisationInvoicesPath, '/admin/invoices/organisation/u%2F1%20x?limit=10'],
    [organisationTeamPath, '/admin/team/organisation/u%2F1%20x'],
  ])('ask by the encoded id (%#: %s), and wait while it is unknown', (pathOf, expected) => {
    expect(pathOf('u/1 x')).toBe(expected);
    expect(pathOf(null)).toBeNull();
  });

  it('fail with the texts of docs/product.md "Errors"', () => {
    expect([
      ORGANISATIONS_ERROR_TEXT,
      ORGANISATION_DETAILS_ERROR_TEXT,
      INVOICES_ERROR_TEXT,
      TEAM_ERROR_TEXT,
    ]).toEqual([
      'Failed to fetch organisations',
      'Failed to fetch organisation details',
      'Failed to fetch invoices',
      'Failed to fetch team',
    ]);
  });
});
