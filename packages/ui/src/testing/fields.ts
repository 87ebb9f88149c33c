import { screen, within } from '@testing-library/react';

/** The label/value pairs (`DetailField`s) of the region named `name`, as a reader sees them side by side. */
export function fieldsOf(name: string): Record<string, string> {
  const region = screen.getByRole('region', { name });
  const labels = within(region).getAllByRole('term');
  const values = within(region).getAllByRole('definition');
  return Object.fromEntries(
    labels.map((label, index) => [label.textContent, values[index]?.textContent ?? '']),
  );
}
