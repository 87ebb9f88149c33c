import { render, screen } from '@testing-library/react';
import { QueryState } from './QueryState';

const renderState = (query: { data?: string[]; error?: unknown }) =>
  render(
    <QueryState query={query} errorText="Failed to fetch users" loadingLabel="Loading users">
      {(names) => <p>{names.length === 0 ? 'nobody' : names.join(', ')}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows the named spinner until the first answer', () => {
    renderState({});
    expect(screen.getByRole('status', { name: 'Loading users' })).toBeInTheDocument();
  });

  it('shows the red error text in place of the content, even beside older data', () => {
    renderState({ data: ['Ada'], error: new Error('boom') });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to fetch users$/);
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
  });

  it('hands the answer to the content, an empty one included', () => {
    const { rerender } = renderState({ data: ['Ada', 'Grace'] });
    expect(screen.getByText('Ada, Grace')).toBeInTheDocument();
    rerender(
      <QueryState query={{ data: [] }} errorText="Failed to fetch users" loadingLabel="Loading users">
        {(names: string[]) => <p>{names.length === 0 ? 'nobody' : names.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });
});
