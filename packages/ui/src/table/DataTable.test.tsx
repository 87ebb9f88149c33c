import { useNavigate } from '@portal/router';
import { renderWithProviders } from '@portal/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useListState } from '@portal/list-state';
import { RouterLink } from '../RouterLink';
import { DataTable } from './DataTable';
import { listPaging } from './listPaging';
import type { Column } from './tableTypes';

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

const linkToThing = (row: Row) => `/things/${row.id}`;

/** The table with linked rows, or with none (`null`). */
const renderTable = (rowHref: ((row: Row) => string) | null = linkToThing, columns = COLUMNS) =>
  renderWithProviders(
    <DataTable
      label="Things"
      columns={columns}
      rows={[{ id: 'a1', name: 'Alpha', owner: 'ada' }]}
      emptyText="None"
      rowHref={rowHref ?? undefined}
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

describe('DataTable paging past the last page', () => {
  const PAGE_SIZES = [25, 50];
  const TOTAL = 1513;

  /** A list whose page lives in the URL; the API's answer past the end has no rows. */
  function PagedThings({ stale = false }: { stale?: boolean }) {
    const list = useListState({ defaultPageSize: 25, pageSizes: PAGE_SIZES });
    const navigate = useNavigate();
    const lastRow = Math.min(TOTAL, (list.page + 1) * list.pageSize);
    const rows = Array.from({ length: Math.max(0, lastRow - list.offset) }, (_, index) => {
      const id = String(list.offset + index + 1);
      return { id, name: `Thing ${id}`, owner: 'ada' };
    });
    return (
      <>
        <button onClick={() => navigate(-1)}>Back</button>
        <DataTable
          label="Things"
          columns={COLUMNS}
          rows={rows}
          emptyText="No things found"
          paging={listPaging(list, TOTAL, PAGE_SIZES)}
          stale={stale}
        />
      </>
    );
  }

  it('moves to the last page in place of the history entry that named the missing one', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<PagedThings />, {
      route: '/things?page=999',
      path: '/things',
      from: '/start',
    });
    expect(view.location().url).toBe('/things?page=61');
    expect(screen.getByText('1,501–1,513 of 1,513')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Thing 1513' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.location().url).toBe('/start');
  });

  it('keeps the page size and a page within the total as they are', () => {
    const view = renderWithProviders(<PagedThings />, { route: '/things?page=16&size=50', path: '/things' });
    expect(view.location().url).toBe('/things?page=16&size=50');
    expect(screen.getByText('751–800 of 1,513')).toBeInTheDocument();
  });

  it("shows the last page but stays put while the rows are a previous query's", () => {
    const view = renderWithProviders(<PagedThings stale />, { route: '/things?page=999', path: '/things' });
    expect(view.location().url).toBe('/things?page=999');
    expect(screen.getByText('1,501–1,513 of 1,513')).toBeInTheDocument();
  });
});

describe('DataTable row keys', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keys each row by its own id when the table names no rowKey, so React reports no key', () => {
    const consoleError = jest.spyOn(console, 'error');
    renderWithProviders(
      <DataTable
        label="Things"
        columns={COLUMNS}
        rows={[
          { id: 'a1', name: 'Alpha', owner: 'ada' },
          { id: 'b2', name: 'Beta', owner: 'bob' },
        ]}
        emptyText="None"
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says which table needs a rowKey when its rows have no id', () => {
    // React reports the thrown error on the console too.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const columns: readonly Column<{ name: string }>[] = [
      { id: 'name', header: 'Name', render: (row) => row.name },
    ];
    expect(() =>
      renderWithProviders(
        <DataTable label="Sections" columns={columns} rows={[{ name: 'users' }]} emptyText="None" />,
      ),
    ).toThrow('The table "Sections" needs a rowKey: its rows have no string id');
  });
});

describe('DataTable wider than its box', () => {
  // jsdom lays nothing out: the box's widths and the observer that reports them are stand-ins.
  let contentWidth = 0;
  let resized: () => void = () => {};
  beforeEach(() => {
    contentWidth = 0;
    Object.defineProperty(globalThis, 'ResizeObserver', {
      configurable: true,
      value: class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => contentWidth);
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'ResizeObserver');
    jest.restoreAllMocks();
  });

  it('becomes a focusable region named as the table once its columns run past the edge', async () => {
    renderTable(null);
    expect(screen.queryByRole('region', { name: 'Things' })).toBeNull();

    contentWidth = 1200;
    act(() => resized());
    const region = screen.getByRole('region', { name: 'Things' });
    expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    expect(region).toHaveFocus();

    contentWidth = 800;
    act(() => resized());
    expect(screen.queryByRole('region', { name: 'Things' })).toBeNull();
  });

  it('adds no tab stop when its rows are links the keyboard reaches already', () => {
    contentWidth = 1200;
    renderTable(linkToThing);
    expect(screen.queryByRole('region', { name: 'Things' })).toBeNull();
  });

  it('draws its rows once: the box learning that it scrolls redraws the box alone', () => {
    let cellsDrawn = 0;
    const countedColumns: readonly Column<Row>[] = [
      {
        id: 'name',
        header: 'Name',
        render: (row) => {
          cellsDrawn += 1;
          return row.name;
        },
      },
    ];
    renderTable(null, countedColumns);
    const drawnAtFirst = cellsDrawn;

    contentWidth = 1200;
    act(() => resized());

    expect(screen.getByRole('region', { name: 'Things' })).toBeInTheDocument();
    expect(cellsDrawn).toBe(drawnAtFirst);
  });
});

describe('DataTable body', () => {
  it('draws its rows and cells as plain elements, styled once by the table', () => {
    renderTable(linkToThing, [{ id: 'name', header: 'Name', render: (row) => row.name }]);
    const table = screen.getByRole('table', { name: 'Things' });
    const body = table.querySelector('tbody')!;
    const styledInBody = Array.from(body.querySelectorAll('*')).filter((element) =>
      Array.from(element.classList).some((name) => name.startsWith('css-') || name.startsWith('MuiTable')),
    );
    // The row's link is plain too: a page of rows adds no styled element of its own.
    expect(styledInBody).toEqual([]);
    expect(within(body).getByRole('cell')).toHaveTextContent('Alpha');
    expect(within(body).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/things/a1');
    expect(Array.from(table.classList).some((name) => name.startsWith('css-'))).toBe(true);
  });

  it('shows its empty text in one cell across every column', () => {
    renderWithProviders(<DataTable label="Things" columns={COLUMNS} rows={[]} emptyText="None" />, {
      route: '/things',
    });
    const cell = screen.getByRole('cell', { name: 'None' });
    expect(cell).toHaveAttribute('colspan', '2');
  });
});
