import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteUnavailable } from './RemoteUnavailable';

describe('RemoteUnavailable', () => {
  it('says what is missing and retries on request', async () => {
    const onRetry = jest.fn();
    render(<RemoteUnavailable message="Recent activities are unavailable right now." onRetry={onRetry} />);

    expect(screen.getByText('Recent activities are unavailable right now.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
