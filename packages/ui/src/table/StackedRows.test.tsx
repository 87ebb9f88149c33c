import { renderWithProviders } from '@portal/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusChip } from '../chips/StatusChip';
import { DataTable } from './DataTable';
import type { Column, TableSort } from './tableTypes';

interface Row {
  id: string;
  name: string;
  email: string;
  status: string;
  notes: string;
}

const ROWS: Row[] = [
  { id: 'a1', name: 'Ada Lovelace', email: 'ada@example.com', status: 'ACTIVE', notes: 'first' },
  { id: 'b2', name: 'Bob Brown', email: 'bob@example.com', status: 'SUSPENDED', notes: 'second' },
];

type PeopleSort = 'email' | 'name';

const COLUMNS: readonly Column<Row, PeopleSort>[] = [
  { id: 'email', header: 'Email', sortField: 'email', stacked: 'fact', render: (row) => row.email },
  { id: 'name', header: 'Name', sortField: 'name', stacked: 'main', render: (row) => row.name },
  { id: 'notes', header: 'Notes', render: (row) => row.notes },
  {
    id: 'status',
    header: 'Status',
    stacked: 'status',
    render: (row) => <StatusChip label={row.status} color="default" />,
  },
];

// MUI's useMediaQuery asks matchMedia, which jsdom lacks: this answers as a phone would.
function onAPhone() {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function renderList(
  columns: readonly Column<Row, PeopleSort>[],
  sort?: TableSort<PeopleSort>,
  rows: Row[] = ROWS,
) {
  return renderWithProviders(
    <DataTable
      label="People"
      columns={columns}
      rows={rows}
      emptyText="Nobody here"
      rowHref={(row) => `/people/${row.id}`}
      sort={sort}
    />,
    { route: '/people' },
  );
}

const items = () => within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');

describe('DataTable on a phone', () => {
  beforeEach(onAPhone);

  it('shows each row as one link: its main text and status, then its key facts under their column names', () => {
    renderList(COLUMNS);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first] = items();
    const links = within(first!).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/people/a1');
    // Columns that name no part (Notes) are left to wider screens.
    expect(links[0]).toHaveTextContent(/^Ada LovelaceACTIVEEmailada@example\.com$/);
  });

  it('without parts named, shows the first column as the main text and every other column as a fact', () => {
    renderList(COLUMNS.map(({ stacked: _part, ...column }) => column));
    expect(within(items()[1]!).getByRole('link')).toHaveTextContent(
      /^bob@example\.comNameBob BrownNotessecondStatusSUSPENDED$/,
    );
  });

  it('opens the row on a tap', async () => {
    const view = renderList(COLUMNS);
    await userEvent.click(within(items()[1]!).getByRole('link'));
    expect(view.location().pathname).toBe('/people/b2');
  });

  it('shows the empty text as the one item', () => {
    renderList(COLUMNS, undefined, []);
    expect(items().map((item) => item.textContent)).toEqual(['Nobody here']);
  });

  it('sorts through a select of the sortable columns and an order button, as the headers do', async () => {
    const user = userEvent.setup();
    const toggleSort = jest.fn();
    renderList(COLUMNS, { sort: 'name', order: 'asc', toggleSort });
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveTextContent('Name');
    await user.click(select);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Email', 'Name']);
    await user.click(screen.getByRole('option', { name: 'Email' }));
    expect(toggleSort).toHaveBeenLastCalledWith('email');
    await user.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(toggleSort).toHaveBeenLastCalledWith('name');
  });

  it('offers no order until the list is sorted', () => {
    renderList(COLUMNS, { toggleSort: jest.fn() });
    expect(screen.getByRole('button', { name: 'Ascending' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('DataTable on a wider screen', () => {
  it('is a table whose cells keep their text in a box an ellipsis may cut; free text is marked to wrap', () => {
    renderList([...COLUMNS, { id: 'story', header: 'Story', wrap: true, render: () => 'once upon a time' }]);
    const table = screen.getByRole('table', { name: 'People' });
    const [cell] = within(table).getAllByRole('cell', { name: 'once upon a time' });
    expect(cell).toHaveAttribute('data-wrap', 'true');
    expect(within(table).getByRole('cell', { name: 'ada@example.com' })).not.toHaveAttribute('data-wrap');
    expect(cell!.querySelector('[data-cell-text]')).toHaveTextContent('once upon a time');
  });
});
