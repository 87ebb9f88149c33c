import { render, screen } from '@testing-library/react';
import { organisationColumns, type OrganisationRow } from './organisationColumns';

const organisation: OrganisationRow = {
  name: 'Acme',
  legalName: null,
  subscriptionStatus: 'PAST_DUE',
  createdAt: '2025-03-05T10:00:00.000Z',
};

describe('organisationColumns', () => {
  it('shows the name, a dash for a missing legal name, the created date and the status as a chip', () => {
    const { name, legalName, created, subscriptionStatus } = organisationColumns;
    expect(name.render(organisation)).toBe('Acme');
    expect(legalName.render(organisation)).toBe('—');
    expect(created.render(organisation)).toBe('5 Mar 2025');
    render(<>{subscriptionStatus.render(organisation)}</>);
    expect(screen.getByText('PAST_DUE').closest('.MuiChip-colorWarning')).not.toBeNull();
  });
});
