// What a table is given: its columns, rows, sort and paging. Apart from DataTable so that the wide
// table and its stacked rows (StackedRows, SortSelect) share them without importing each other.
import type { SortOrder } from '@portal/contract';
import type { ReactNode } from 'react';

/** A column's part in a row shown as a stacked item on a phone (`StackedRows`). */
export type StackedPart = 'main' | 'fact' | 'status';

/**
 * A table column. `Sort` is the list's sort keys (its section's allow-list, typed from the API's
 * contract), so a `sortField` the list cannot sort by is a type error; a column of a table without
 * sorting has none.
 */
export interface Column<T, Sort extends string = never> {
  id: string;
  header: string;
  width?: number;
  render: (row: T) => ReactNode;
  /** The API's `sort` value for this column; its header sorts when the table has `sort`. */
  sortField?: Sort;
  /**
   * Free text (a description) that wraps between its words. Other cells keep their value on one
   * line, so ids, codes, names and dates never break; a value too long for a cell ends in an ellipsis.
   */
  wrap?: boolean;
  /**
   * On a phone each row is a stacked item: its `main` text, its key `fact`s under it and its
   * `status` chip beside it. A table that names no part shows its first column as the main text
   * and every other column as a fact; once one column names a part, columns without one are left
   * to wider screens and the detail page.
   */
  stacked?: StackedPart;
}

/** The server-side sort among the list's sort keys a table shows in its headers (`useSortState`). */
export interface TableSort<Sort extends string> {
  sort?: Sort;
  order?: SortOrder;
  toggleSort: (field: Sort) => void;
}

export interface TablePaging {
  total: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  /** `replace` keeps the step out of the browser history (a page past the end corrected to the last). */
  onPageChange: (page: number, options?: { replace: boolean }) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * A table's fixed parts, declared once beside its columns, so a component only adds its rows:
 * `<DataTable {...TEAM_TABLE} rows={members} />`.
 */
export interface TableDefinition<T, Sort extends string = never> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly Column<T, Sort>[];
  /** Each row's React key; by default the row's own `id` (most of the API's entities have one). */
  rowKey?: (row: T) => string;
  emptyText: string;
  /** Makes every row a link to this path (Ctrl/middle-click opens a tab, the link can be copied). */
  rowHref?: (row: T) => string;
}

export interface DataTableProps<T, Sort extends string = never> extends TableDefinition<T, Sort> {
  rows: readonly T[];
  paging?: TablePaging;
  sort?: TableSort<Sort>;
  /** The rows on screen are from a previous query while the next one loads. */
  stale?: boolean;
}

/** What the wide table and the stacked rows draw: the table's props with each row's key settled. */
export interface ShownTableProps<T, Sort extends string> extends DataTableProps<T, Sort> {
  rowKey: (row: T) => string;
}
