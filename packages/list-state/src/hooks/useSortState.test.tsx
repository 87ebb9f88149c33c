import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from '@portal/router';
import type { ReactNode } from 'react';
import { useMemoryQueryParams } from './queryParams';
import { useSortState } from './useSortState';

// The organisations list's sort keys, as its section's contract declares them.
const FIELDS = ['name', 'legalName', 'subscriptionStatus', 'createdAt'] as const;

/** The hook at `url`, opened from /app (so Back shows whether a step was added or replaced). */
function renderSortAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/app', url]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () => ({ sort: useSortState(FIELDS), location: useLocation(), navigate: useNavigate() }),
    {
      wrapper,
    },
  );
}

describe('useSortState', () => {
  it('shows the default order for an unknown sort key and takes it out of the URL in place', () => {
    const { result } = renderSortAt('/app/organisations?sort=bogus&order=desc&page=2');
    expect(result.current.sort).toMatchObject({ sort: undefined, order: undefined });
    expect(result.current.location.search).toBe('?page=2');
    // Replaced, not a history step: Back leaves the list.
    act(() => void result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/app');
  });

  it('takes out an order without a sort, and an order other than asc or desc', () => {
    expect(renderSortAt('/app/organisations?order=desc&q=acme').result.current.location.search).toBe(
      '?q=acme',
    );
    const { result } = renderSortAt('/app/organisations?sort=name&order=up');
    expect(result.current.sort).toMatchObject({ sort: 'name', order: 'asc' });
    expect(result.current.location.search).toBe('?sort=name');
  });

  it('keeps a sort the list has, and a header click is a history step back on the first page', () => {
    const { result } = renderSortAt('/app/organisations?sort=name&order=desc&page=3');
    expect(result.current.sort).toMatchObject({ sort: 'name', order: 'desc' });
    expect(result.current.location.search).toBe('?sort=name&order=desc&page=3');
    act(() => result.current.sort.toggleSort('name'));
    expect(result.current.location.search).toBe('?sort=name&order=asc');
    act(() => result.current.sort.toggleSort('createdAt'));
    expect(result.current.location.search).toBe('?sort=createdAt&order=asc');
    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('?sort=name&order=asc');
  });

  it('cleans an unknown sort in a memory store too, leaving the URL alone', () => {
    const { result } = renderHook(
      () => {
        const store = useMemoryQueryParams();
        return { store, sort: useSortState(FIELDS, store), location: useLocation() };
      },
      {
        wrapper: ({ children }) => <MemoryRouter initialEntries={['/app/users/1']}>{children}</MemoryRouter>,
      },
    );
    act(() => result.current.store.update({ sort: 'bogus', order: 'asc', page: '2' }, { replace: false }));
    expect(result.current.store.params.toString()).toBe('page=2');
    expect(result.current.sort).toMatchObject({ sort: undefined, order: undefined });
    expect(result.current.location.search).toBe('');
  });
});
