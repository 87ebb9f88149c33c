import { screen, within } from '@testing-library/react';

/** The table with accessible name `name` (DataTable's `label`). */
export function table(name: string): HTMLElement {
  return screen.getByRole('table', { name });
}

/** The header texts of table `name`. */
export function columnHeaders(name: string): (string | null)[] {
  return within(table(name))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

/** The body rows of table `name` (an empty table has one, holding its empty text). */
export function bodyRows(name: string): HTMLElement[] {
  return within(table(name)).getAllByRole('row').slice(1);
}

/** The texts of a row's cells. */
export function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** The texts of every body row of table `name`, row by row. */
export function tableRows(name: string): (string | null)[][] {
  return bodyRows(name).map(cellTexts);
}
