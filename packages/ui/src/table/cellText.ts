import type { MouseEvent } from 'react';

/** Marks the box a cell's content sits in (DataTable, StackedRows): where an ellipsis may cut a long value. */
export const CELL_TEXT_ATTRIBUTE = 'data-cell-text';

/**
 * Gives a cell whose value ends in an ellipsis its full text as a tooltip, when the pointer reaches
 * it. Measured on hover, not on render: a page of rows costs nothing until someone points at one.
 * One listener on the table serves all its cells.
 */
export function titleTruncatedCell(event: MouseEvent<HTMLElement>) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const cell = target.closest<HTMLElement>(`[${CELL_TEXT_ATTRIBUTE}]`);
  if (!cell) return;
  if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
  else cell.removeAttribute('title');
}
