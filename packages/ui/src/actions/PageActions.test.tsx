import { useApiQuery } from '@portal/api';
import { answerByQuery, makeCoupon, renderWithProviders, setupApi } from '@portal/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailActions } from './PageActions';
import { updatedAgoText } from './RefreshButton';

const { requests } = setupApi(
  answerByQuery('/admin/coupons', { '?limit=100': { coupons: [makeCoupon({ id: 'SPRING' })], total: 1 } }),
);

function CouponPage() {
  const { data } = useApiQuery<{ total: number }>('/admin/coupons?limit=100');
  return (
    <>
      <DetailActions id="SPRING" />
      <p>{data ? `${data.total} coupon` : 'loading'}</p>
    </>
  );
}

describe('DetailActions', () => {
  it('refetches the data the page reads when Refresh is pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CouponPage />);
    expect(await screen.findByText('1 coupon')).toBeInTheDocument();
    expect(screen.getByText('Updated 0 s ago')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await screen.findByRole('button', { name: 'Refresh' });
    expect(requests).toEqual(['GET /admin/coupons?limit=100', 'GET /admin/coupons?limit=100']);
  });

  it('refetches once on window focus a minute later, and says when the data last arrived', async () => {
    const mountedAt = Date.now();
    const now = jest.spyOn(Date, 'now');
    renderWithProviders(<CouponPage />);
    expect(await screen.findByText('1 coupon')).toBeInTheDocument();

    now.mockReturnValue(mountedAt + 61_000);
    expect(await screen.findByText('Updated 1 min ago', {}, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.focus(window);
    await waitFor(() => expect(requests).toHaveLength(2));
    fireEvent.focus(window);

    expect(await screen.findByText('Updated 0 s ago')).toBeInTheDocument();
    expect(requests).toEqual(['GET /admin/coupons?limit=100', 'GET /admin/coupons?limit=100']);
    now.mockRestore();
  });

  it('copies the page link and the id, each confirmed', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<CouponPage />);

    await user.click(screen.getByRole('button', { name: 'Copy ID' }));
    expect(writeText).toHaveBeenLastCalledWith('SPRING');
    expect(screen.getByRole('status')).toHaveTextContent('ID copied');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(window.location.href);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });
});

describe('updatedAgoText', () => {
  it('counts seconds, then minutes', () => {
    expect(updatedAgoText(4_900)).toBe('Updated 4 s ago');
    expect(updatedAgoText(59_000)).toBe('Updated 59 s ago');
    expect(updatedAgoText(125_000)).toBe('Updated 2 min ago');
  });
});
