import { render, screen } from '@testing-library/react';
import { ErrorText } from './PageStates';

describe('ErrorText', () => {
  it('shows the text alone for an error without a request id', () => {
    render(<ErrorText error={new Error('offline')}>Failed to fetch users</ErrorText>);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to fetch users$/);
    expect(screen.queryByText(/Request ID/)).not.toBeInTheDocument();
  });

  it('shows the request id of a failed call below the text, outside the alert', () => {
    const error = Object.assign(new Error('Internal server error'), { requestId: 'req-123' });
    render(<ErrorText error={error}>Failed to fetch users</ErrorText>);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to fetch users$/);
    expect(screen.getByText(/Request ID/)).toHaveTextContent('Request ID: req-123');
  });
});
