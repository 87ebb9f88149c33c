import type { MouseEvent } from 'react';

/** Marks the box a cell's content sits in (DataTable, StackedRows): where an ellipsis may cut a long value. */
export const CELL_TEXT_ATTRIBUTE = 'data-cell-text';

// Marks a title this module set, so it never removes one the content brought.
const SET_TITLE_ATTRIBUTE = 'data-cell-title';

/**
 * Gives a cell whose value ends in an ellipsis its full text as a tooltip, when the pointer is on
 * it. Measured as the pointer moves, not on render: rows cost nothing until someone points at one.
 * The cell is found by position, as a linked row's overlay lies over its cells; the title goes on
 * the element under the pointer (that overlay's link, or the cell), the one whose tooltip shows.
 * One listener on the table serves all its cells.
 */
export function titleTruncatedCell(event: MouseEvent<HTMLElement>) {
  const pointed = event.target;
  // jsdom, which runs the unit tests, lays nothing out.
  if (!(pointed instanceof Element) || typeof document.elementsFromPoint !== 'function') return;
  const cell = document
    .elementsFromPoint(event.clientX, event.clientY)
    .find((element) => element.hasAttribute(CELL_TEXT_ATTRIBUTE));
  const fullText = cell && cell.scrollWidth > cell.clientWidth ? (cell.textContent ?? '') : '';
  if (fullText) {
    pointed.setAttribute('title', fullText);
    pointed.setAttribute(SET_TITLE_ATTRIBUTE, '');
  } else if (pointed.hasAttribute(SET_TITLE_ATTRIBUTE)) {
    pointed.removeAttribute('title');
    pointed.removeAttribute(SET_TITLE_ATTRIBUTE);
  }
}
