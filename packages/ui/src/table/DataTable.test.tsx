import { renderWithProviders } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterLink } from '../RouterLink';
import { DataTable, type Column } from './DataTable';

interface Row {
  id: string;
  name: string;
  owner: string;
}

const COLUMNS: readonly Column<Row>[] = [
  { id: 'name', header: 'Name', render: (row) => row.name },
  {
    id: 'owner',
    header: 'Owner',
    render: (row) => <RouterLink to={`/owners/${row.owner}`}>{row.owner}</RouterLink>,
  },
];

const renderTable = () =>
  renderWithProviders(
    <DataTable
      label="Things"
      columns={COLUMNS}
      rows={[{ id: 'a1', name: 'Alpha', owner: 'ada' }]}
      rowKey={(row) => row.id}
      emptyText="None"
      rowHref={(row) => `/things/${row.id}`}
    />,
    { route: '/things' },
  );

describe('DataTable rowHref', () => {
  it('makes the row a real link in its first cell, beside the links the cells hold', () => {
    renderTable();
    const [row] = within(screen.getByRole('table', { name: 'Things' }))
      .getAllByRole('row')
      .slice(1);
    const links = within(row!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Alpha', '/things/a1'],
      ['ada', '/owners/ada'],
    ]);
  });

  it('navigates in place on a plain click', async () => {
    const user = userEvent.setup();
    const view = renderTable();
    await user.click(screen.getByRole('link', { name: 'Alpha' }));
    expect(view.location().pathname).toBe('/things/a1');
  });
});
