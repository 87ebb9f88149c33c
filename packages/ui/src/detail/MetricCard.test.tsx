import { render, screen, within } from '@testing-library/react';
import { MetricCard } from './MetricCard';

describe('MetricCard', () => {
  it('shows the figure under its label', () => {
    render(<MetricCard label="Total Projects" value="12" />);
    expect(within(screen.getByRole('group', { name: 'Total Projects' })).getByText('12')).toBeInTheDocument();
  });

  it('shows a spinner while loading and the error text instead of the figure on failure', () => {
    const { rerender } = render(<MetricCard label="Lifetime Value" value="1.00 AUD" loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading Lifetime Value' })).toBeInTheDocument();
    expect(screen.queryByText('1.00 AUD')).not.toBeInTheDocument();

    rerender(<MetricCard label="Lifetime Value" value="1.00 AUD" error="Failed to fetch invoices" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch invoices');
    expect(screen.queryByText('1.00 AUD')).not.toBeInTheDocument();
  });
});
