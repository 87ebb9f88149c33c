import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination, { type LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import { PAGE_SIZES } from '@portal/contract';
import { useEffect, type ReactNode } from 'react';
import { formatCount } from '@portal/format';
import { CELL_TEXT_ATTRIBUTE, titleTruncatedCell } from './cellText';
import { lastPage } from './lastPage';
import { ROW_LINK_STYLES, RowLink } from './RowLink';
import { StackedRows } from './StackedRows';
import type { Column, DataTableProps, ShownTableProps, TablePaging, TableSort } from './tableTypes';
import { useScrollsSideways } from './useScrollsSideways';

// A value past this width ends in an ellipsis (its full text in a tooltip, or on the detail page)
// rather than widening its column without end: a 60-character token stays one cut line.
const CELL_MAX_WIDTH = '20rem';
// Free text takes the room the other columns leave, and at least room for a few words a line. Its
// width does not follow its content (`contain`), so one long token cannot widen the table: that
// line ends in an ellipsis instead.
const WRAPPED_CELL_MIN_WIDTH = '12rem';

// Body rows and cells are plain elements, styled once here as MUI's small body cells: a MUI
// TableRow or TableCell resolves its styles through emotion on every render, and a page of 25 rows
// has over 150 of them (a third of the styled elements a cold list draws). The header keeps MUI's
// cells, whose border and text these match.
const TABLE_CELLS = {
  '& th': { whiteSpace: 'nowrap' },
  '& tbody td': (theme: Theme) => ({
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    // MUI's TableCell border: the divider colour made opaque, then lightened (darkened when dark).
    borderBottom: `1px solid ${
      theme.palette.mode === 'light'
        ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
        : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
    }`,
    textAlign: 'left',
    verticalAlign: 'inherit',
    padding: '6px 16px',
    whiteSpace: 'nowrap',
  }),
  '& tbody tr': { verticalAlign: 'middle', outline: 0 },
  [`& [${CELL_TEXT_ATTRIBUTE}]`]: { maxWidth: CELL_MAX_WIDTH, overflow: 'hidden', textOverflow: 'ellipsis' },
  '& tbody td[data-wrap]': { whiteSpace: 'normal' },
  [`& td[data-wrap] [${CELL_TEXT_ATTRIBUTE}]`]: {
    maxWidth: 'none',
    minWidth: WRAPPED_CELL_MIN_WIDTH,
    contain: 'inline-size',
  },
  '& tbody td[data-empty]': { textAlign: 'center', color: 'text.secondary', py: 3 },
  // The first column stays in view while the rest scrolls sideways under it.
  '& th:first-of-type, & td:first-of-type': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: 'background.paper',
  },
} satisfies SxProps<Theme>;
const LINKED_ROWS: SxProps<Theme> = {
  ...TABLE_CELLS,
  ...ROW_LINK_STYLES,
  '& tbody tr:hover': { backgroundColor: 'action.hover' },
  // A hovered row tints its sticky first cell too, over that cell's opaque background.
  '& tbody tr:hover td:first-of-type': {
    backgroundImage: (theme: Theme) =>
      `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
  // Links and buttons in other cells (chips) stay above the row link's overlay, keeping their target.
  '& tbody a:not([data-row-link]), & tbody button': { position: 'relative', zIndex: 1 },
};
// Between the scroll container and the table: clips the row links' overlays at the table's edge
// without being a scroll container itself, so the sticky first column still sticks.
const TABLE_CLIP = { overflow: 'clip', width: 'fit-content', minWidth: '100%' } satisfies SxProps<Theme>;
// On a narrow screen the pager's parts wrap onto a second line rather than run off its edge.
// A shadow at the right edge while more columns lie beyond it: the 'local' cover scrolls with the
// table and hides the shadow once its end is in view.
const SCROLL_SHADOW = {
  background: (theme: Theme) =>
    `linear-gradient(to left, ${theme.palette.background.paper} 30%, transparent) right / 2.5rem 100% no-repeat local, ` +
    `radial-gradient(farthest-side at 100% 50%, ${theme.palette.action.disabled}, transparent) right / 0.75rem 100% no-repeat scroll`,
} satisfies SxProps<Theme>;
// A scrollbar drawn at rest under a table wider than its box: a system's overlay scrollbar shows only
// while scrolling, so a cut-off column would give no hint. Styled scrollbars (Chromium, Safari) are
// never overlays; the standard `scrollbar-width` would switch these styles off in Chromium, so it
// is not set, and other browsers keep their own scrollbar and the shadow.
const SCROLLBAR_AT_REST = {
  '&::-webkit-scrollbar': { height: 10 },
  '&::-webkit-scrollbar-track': { backgroundColor: (theme: Theme) => theme.palette.action.hover },
  '&::-webkit-scrollbar-thumb': {
    backgroundColor: (theme: Theme) => theme.palette.action.disabled,
    borderRadius: 5,
  },
} satisfies SxProps<Theme>;
// The scroll box, when it takes focus itself (useScrollsSideways), shows it as the links do.
const FOCUS_RING = {
  '&:focus-visible': {
    outline: (theme: Theme) => `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
} satisfies SxProps<Theme>;
const PAGER = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
  '& .MuiTablePagination-spacer': { flexBasis: 0 },
} satisfies SxProps<Theme>;

/** The key of a row that names none: its own string `id`, or a clear error for rows without one. */
function ownRowKey(label: string) {
  return (row: unknown): string => {
    const id = (row as { id?: unknown } | null)?.id;
    if (typeof id !== 'string')
      throw new Error(`The table "${label}" needs a rowKey: its rows have no string id`);
    return id;
  };
}

function HeaderCell<T, Sort extends string>({
  column,
  sort,
}: {
  column: Column<T, Sort>;
  sort?: TableSort<Sort>;
}) {
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

/**
 * The page `paging` asks for, or its last page when it asks for one past the end (an old link, a
 * typed `?page=999`, rows gone since): the pager never reads a first row beyond the total. A list
 * whose rows are current (not `stale`, a previous query's) then moves to that last page, in place
 * of the history entry that named the missing one.
 */
function usePageWithinTotal(paging: TablePaging | undefined, stale: boolean): number {
  const last = paging ? lastPage(paging.total, paging.pageSize) : 0;
  const pastEnd = paging !== undefined && paging.page > last;
  const onPageChange = paging?.onPageChange;
  useEffect(() => {
    if (pastEnd && !stale) onPageChange?.(last, { replace: true });
  }, [pastEnd, stale, last, onPageChange]);
  return pastEnd ? last : (paging?.page ?? 0);
}

function WideTable<T, Sort extends string>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  rowHref,
  sort,
}: ShownTableProps<T, Sort>) {
  return (
    <Box sx={TABLE_CLIP}>
      <Table
        aria-label={label}
        size="small"
        sx={rowHref ? LINKED_ROWS : TABLE_CELLS}
        onMouseMove={titleTruncatedCell}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} />
            ))}
          </TableRow>
        </TableHead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} data-empty="">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => (
                  <td key={column.id} data-wrap={column.wrap || undefined}>
                    <div {...{ [CELL_TEXT_ATTRIBUTE]: '' }}>
                      {rowHref && index === 0 ? (
                        <RowLink to={rowHref(row)}>{column.render(row)}</RowLink>
                      ) : (
                        column.render(row)
                      )}
                    </div>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Box>
  );
}

/**
 * The box a table scrolls sideways in, with the state that follows whether it does. Its own
 * component: when that state changes (the box is attached, or starts or stops scrolling), only the
 * box renders again, not the rows it holds (before, every cold load of a list drew its rows twice).
 */
function ScrollBox({
  label,
  layout,
  stale,
  hasRowLinks,
  children,
}: {
  label: string;
  layout: unknown;
  stale: boolean;
  hasRowLinks: boolean;
  children: ReactNode;
}) {
  const [scrollBox, scrollsSideways] = useScrollsSideways(layout);
  // Linked rows give the keyboard a way in already; a table without them is reached as a region.
  const focusable = scrollsSideways && !hasRowLinks;
  return (
    <TableContainer
      ref={scrollBox}
      sx={{
        ...SCROLL_SHADOW,
        ...SCROLLBAR_AT_REST,
        ...FOCUS_RING,
        opacity: stale ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
      aria-busy={stale}
      {...(focusable && { tabIndex: 0, role: 'region', 'aria-label': label })}
    >
      {children}
    </TableContainer>
  );
}

/**
 * The one table of the portal: columns, empty text, linked rows and paging. Wider than its room, it
 * scrolls sideways in its own box with the first column in view; on a phone (below the sm
 * breakpoint) each row is a stacked item instead (`StackedRows`).
 */
export function DataTable<T, Sort extends string = never>(props: DataTableProps<T, Sort>) {
  const { paging, stale = false } = props;
  const shown = { ...props, rowKey: props.rowKey ?? ownRowKey(props.label) };
  const page = usePageWithinTotal(paging, stale);
  // noSsr: the first render already knows the width, so a phone never draws the wide table first.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      <ScrollBox label={props.label} layout={phone} stale={stale} hasRowLinks={Boolean(props.rowHref)}>
        {phone ? <StackedRows {...shown} /> : <WideTable {...shown} />}
      </ScrollBox>
      {paging && (
        <TablePagination
          component="div"
          sx={PAGER}
          count={paging.total}
          page={page}
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
