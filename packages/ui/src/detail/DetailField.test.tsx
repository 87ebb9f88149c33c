import { render, screen, within } from '@testing-library/react';
import { DetailField, InfoGroup } from './DetailField';

describe('InfoGroup and DetailField', () => {
  it('shows each label with its value inside a region named by the title', () => {
    render(
      <InfoGroup title="Contact">
        <DetailField label="Phone">02 9999 0000</DetailField>
        <DetailField label="Website">{null}</DetailField>
      </InfoGroup>,
    );
    const group = screen.getByRole('region', { name: 'Contact' });
    const terms = within(group)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(group)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Phone', 'Website']);
    expect(values).toEqual(['02 9999 0000', '—']);
  });
});
