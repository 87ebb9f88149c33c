import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { PAGE_SIZES } from '@portal/api';
import type { KeyboardEvent, ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: string;
  width?: number;
  render: (row: T) => ReactNode;
}

// MUI's TableRow removes the outline: a row reached with Tab draws its own ring, inside the row so
// the table's scroll container cannot clip it.
const CLICKABLE_ROW: SxProps<Theme> = {
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
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
  /** Makes rows open something: by click, Enter or Space. */
  onRowClick?: (row: T) => void;
  paging?: TablePaging;
  /** The rows on screen are from a previous query while the next one loads. */
  stale?: boolean;
}

/** The one table of the portal: columns, empty text, clickable rows and paging. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  onRowClick,
  paging,
  stale = false,
}: DataTableProps<T>) {
  const openOnKey = (row: T) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };
  return (
    <>
      <TableContainer sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale}>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} sx={column.width ? { width: column.width } : undefined}>
                  {column.header}
                </TableCell>
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
                <TableRow
                  key={rowKey(row)}
                  hover={Boolean(onRowClick)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? openOnKey(row) : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  sx={onRowClick ? CLICKABLE_ROW : undefined}
                >
                  {columns.map((column) => (
                    <TableCell key={column.id} sx={{ overflowWrap: 'anywhere' }}>
                      {column.render(row)}
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
          onPageChange={(_, page) => paging.onPageChange(page)}
          onRowsPerPageChange={(event) => paging.onPageSizeChange(Number(event.target.value))}
        />
      )}
    </>
  );
}
