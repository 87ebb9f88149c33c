import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityDescription, isLongDescription } from './ActivityDescription';

describe('ActivityDescription', () => {
  it('shows a short description as it is', () => {
    render(<ActivityDescription description="Signed in" />);
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('collapses a long description behind Show more and opens it on request', async () => {
    const long = 'Imported notes '.repeat(40);
    expect(isLongDescription(long)).toBe(true);
    render(<ActivityDescription description={long} />);

    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The whole text stays in the page; only its height is held back.
    expect(screen.getByText(long.trim())).toBeInTheDocument();

    await userEvent.setup().click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('counts up to 200 characters as short', () => {
    expect(isLongDescription('x'.repeat(200))).toBe(false);
    expect(isLongDescription('x'.repeat(201))).toBe(true);
  });
});
