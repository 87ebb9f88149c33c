import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination, { type LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { PAGE_SIZES, type SortOrder } from '@portal/api';
import type { ReactNode } from 'react';
import { formatCount } from '@portal/format';
import { ROW_LINK_STYLES, RowLink } from './RowLink';

export interface Column<T> {
  id: string;
  header: string;
  width?: number;
  render: (row: T) => ReactNode;
  /** The API's `sort` value for this column; its header sorts when the table has `sort`. */
  sortField?: string;
}

/** The server-side sort a table shows in its headers (`useSortState`). */
export interface TableSort {
  sort?: string;
  order?: SortOrder;
  toggleSort: (field: string) => void;
}

// Declared once on the table rather than on every cell and row: MUI resolves each element's `sx`
// on every render, and a page of 25 rows has over a hundred cells.
const BODY_CELLS = { '& tbody td': { overflowWrap: 'anywhere' } } satisfies SxProps<Theme>;
const LINKED_ROWS: SxProps<Theme> = {
  ...BODY_CELLS,
  '& tbody tr': { position: 'relative' },
  ...ROW_LINK_STYLES,
  // Links and buttons in other cells (chips) stay above the row link's overlay, keeping their target.
  '& tbody a:not([data-row-link]), & tbody button': { position: 'relative', zIndex: 1 },
};

export interface TablePaging {
  total: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  emptyText: string;
  /** Makes every row a link to this path (Ctrl/middle-click opens a tab, the link can be copied). */
  rowHref?: (row: T) => string;
  paging?: TablePaging;
  sort?: TableSort;
  /** The rows on screen are from a previous query while the next one loads. */
  stale?: boolean;
}

function HeaderCell<T>({ column, sort }: { column: Column<T>; sort?: TableSort }) {
  const { sortField } = column;
  const active = sortField !== undefined && sort?.sort === sortField;
  const direction = active ? (sort.order ?? 'asc') : 'asc';
  return (
    <TableCell
      sx={column.width ? { width: column.width } : undefined}
      sortDirection={active ? direction : false}
    >
      {sortField !== undefined && sort ? (
        <TableSortLabel active={active} direction={direction} onClick={() => sort.toggleSort(sortField)}>
          {column.header}
        </TableSortLabel>
      ) : (
        column.header
      )}
    </TableCell>
  );
}

/** '1–25 of 1,234', MUI's default label with the portal's number format instead of Intl's. */
function displayedRowsLabel({ from, to, count }: LabelDisplayedRowsArgs): string {
  return `${formatCount(from)}–${formatCount(to)} of ${formatCount(count)}`;
}

/** The one table of the portal: columns, empty text, linked rows and paging. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  rowHref,
  paging,
  sort,
  stale = false,
}: DataTableProps<T>) {
  return (
    <>
      <TableContainer sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale}>
        <Table aria-label={label} size="small" sx={rowHref ? LINKED_ROWS : BODY_CELLS}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} sort={sort} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary', py: 3 }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={rowKey(row)} hover={Boolean(rowHref)}>
                  {columns.map((column, index) => (
                    <TableCell key={column.id}>
                      {rowHref && index === 0 ? (
                        <RowLink to={rowHref(row)}>{column.render(row)}</RowLink>
                      ) : (
                        column.render(row)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && (
        <TablePagination
          component="div"
          count={paging.total}
          page={paging.page}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[...(paging.pageSizes ?? PAGE_SIZES)]}
          labelDisplayedRows={displayedRowsLabel}
          onPageChange={(_, page) => paging.onPageChange(page)}
          onRowsPerPageChange={(event) => paging.onPageSizeChange(Number(event.target.value))}
        />
      )}
    </>
  );
}
