import { render, screen, within } from '@testing-library/react';
import { SectionCard } from './SectionCard';

describe('SectionCard', () => {
  it('is a region named by its heading, with the action beside the title', () => {
    render(
      <SectionCard title="Organisations (2)" action={<button type="button">Filter</button>}>
        <p>Rows</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Organisations (2)' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Organisations (2)');
    expect(within(region).getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(within(region).getByText('Rows')).toBeInTheDocument();
  });
});
