import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLinkBase } from '@portal/router';
import type { ReactNode } from 'react';
import { CELL_TEXT_ATTRIBUTE } from './cellText';
import type { Column, ShownTableProps } from './tableTypes';
import { SortSelect } from './SortSelect';

// WCAG 2.5.8 asks 24 px for a target; 2.5.5 (and the platforms' guides) 44 px, which a row this
// tall gives every item, a link or not.
const ITEM_MIN_HEIGHT = 56;

const ITEMS = {
  listStyle: 'none',
  m: 0,
  p: 0,
  '& > li': { borderBottom: 1, borderColor: 'divider' },
  '& [data-item]': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: 0.5,
    minHeight: ITEM_MIN_HEIGHT,
    px: 2,
    py: 1,
    typography: 'body2',
    color: 'inherit',
    textDecoration: 'none',
  },
  '& a[data-item]:hover': { backgroundColor: 'action.hover' },
  '& a[data-item]:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
  '& [data-item-head]': { display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' },
  '& [data-item-main]': { flex: '1 1 auto', fontWeight: 500 },
  '& [data-item-facts]': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: 2,
    rowGap: 0.25,
    color: 'text.secondary',
  },
  '& [data-item-fact]': { display: 'flex', gap: 0.5, minWidth: 0, maxWidth: '100%', alignItems: 'baseline' },
  // Values keep their words whole: one-line values end in an ellipsis, free text wraps between words.
  [`& [${CELL_TEXT_ATTRIBUTE}]`]: {
    minWidth: 0,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: 'text.primary',
  },
  [`& [data-wrap][${CELL_TEXT_ATTRIBUTE}], & [data-wrap] [${CELL_TEXT_ATTRIBUTE}]`]: { whiteSpace: 'normal' },
  '& [data-wrap]': { flexBasis: '100%' },
} satisfies SxProps<Theme>;

interface ItemParts<T, Sort extends string> {
  main: Column<T, Sort>;
  facts: readonly Column<T, Sort>[];
  status: readonly Column<T, Sort>[];
}

/** Which column is the main text, which are key facts and which the status chip (`Column.stacked`). */
export function itemParts<T, Sort extends string>(columns: readonly Column<T, Sort>[]): ItemParts<T, Sort> {
  const [first, ...rest] = columns;
  if (!first) throw new Error('A table needs at least one column');
  if (!columns.some((column) => column.stacked)) return { main: first, facts: rest, status: [] };
  return {
    main: columns.find((column) => column.stacked === 'main') ?? first,
    facts: columns.filter((column) => column.stacked === 'fact'),
    status: columns.filter((column) => column.stacked === 'status'),
  };
}

const cellText = (content: ReactNode) => <span {...{ [CELL_TEXT_ATTRIBUTE]: '' }}>{content}</span>;

function ItemBody<T, Sort extends string>({ row, parts }: { row: T; parts: ItemParts<T, Sort> }) {
  return (
    <>
      <span data-item-head="">
        <span data-item-main="" data-wrap={parts.main.wrap || undefined} {...{ [CELL_TEXT_ATTRIBUTE]: '' }}>
          {parts.main.render(row)}
        </span>
        {parts.status.map((column) => (
          <span key={column.id}>{column.render(row)}</span>
        ))}
      </span>
      {parts.facts.length > 0 && (
        <span data-item-facts="">
          {parts.facts.map((column) => (
            <span key={column.id} data-item-fact="" data-wrap={column.wrap || undefined}>
              <span>{column.header}</span>
              {cellText(column.render(row))}
            </span>
          ))}
        </span>
      )}
    </>
  );
}

/**
 * A table's rows on a phone: one stacked item each (main text, key facts under their column names,
 * status chip), the whole item one link to the row's page. The list keeps the table's name, and
 * the sortable columns' sort moves from the headers into a select above it.
 */
export function StackedRows<T, Sort extends string>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  rowHref,
  sort,
}: ShownTableProps<T, Sort>) {
  const parts = itemParts(columns);
  return (
    <>
      {sort && <SortSelect columns={columns} sort={sort} />}
      <Box component="ul" aria-label={label} sx={ITEMS}>
        {rows.length === 0 ? (
          <li>
            <Box data-item="" sx={{ alignItems: 'center', color: 'text.secondary' }}>
              {emptyText}
            </Box>
          </li>
        ) : (
          rows.map((row) => (
            <li key={rowKey(row)}>
              {rowHref ? (
                <RouterLinkBase to={rowHref(row)} data-item="">
                  <ItemBody row={row} parts={parts} />
                </RouterLinkBase>
              ) : (
                <div data-item="">
                  <ItemBody row={row} parts={parts} />
                </div>
              )}
            </li>
          ))
        )}
      </Box>
    </>
  );
}
