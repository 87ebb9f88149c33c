import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from '@portal/router';
import type { ReactNode } from 'react';
import { useMemoryQueryParams, useUrlQueryParams } from './queryParams';
import { useListState } from './useListState';

function inRouter(initialEntry: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialEntry]}>{children}</MemoryRouter>
  );
}

describe('useUrlQueryParams', () => {
  it('sets and removes several keys of the URL query in one step', () => {
    const { result } = renderHook(() => ({ store: useUrlQueryParams(), location: useLocation() }), {
      wrapper: inRouter('/app/activities?type=AUTH&page=3&keep=1'),
    });
    act(() => result.current.store.update({ type: 'USER', page: null, size: '' }, { replace: true }));
    expect(result.current.location.search).toBe('?type=USER&keep=1');
    expect(result.current.store.params.get('type')).toBe('USER');
  });

  it('builds on the change before, even from a render that has not seen it yet (a navigation is a transition)', () => {
    const { result } = renderHook(() => ({ store: useUrlQueryParams(), location: useLocation() }), {
      wrapper: inRouter('/app/activities?type=AUTH'),
    });
    // The next-page button of the screen drawn before the new size was rendered.
    const { update } = result.current.store;
    act(() => {
      update({ size: '25', page: null }, { replace: true });
      update({ page: '2' }, { replace: false });
    });
    expect(result.current.location.search).toBe('?type=AUTH&size=25&page=2');
  });

  it('starts again from the URL after a navigation not its own (Back, a link)', () => {
    const { result } = renderHook(
      () => ({ store: useUrlQueryParams(), location: useLocation(), navigate: useNavigate() }),
      { wrapper: inRouter('/app/activities?page=2') },
    );
    act(() => result.current.store.update({ size: '50' }, { replace: false }));
    act(() => void result.current.navigate('/app/activities?type=USER'));
    act(() => result.current.store.update({ page: '3' }, { replace: false }));
    expect(result.current.location.search).toBe('?type=USER&page=3');
  });
});

describe('useMemoryQueryParams', () => {
  it('keeps the parameters in state and leaves the URL alone', () => {
    const { result } = renderHook(() => ({ store: useMemoryQueryParams(), location: useLocation() }), {
      wrapper: inRouter('/app/users/1'),
    });
    act(() => result.current.store.update({ page: '2', type: 'AUTH' }, { replace: false }));
    act(() => result.current.store.update({ page: null }, { replace: true }));
    expect(result.current.store.params.toString()).toBe('type=AUTH');
    expect(result.current.location.search).toBe('');
  });
});

describe('useListState with a memory store', () => {
  it('pages in memory and goes back to the first page when the page size changes', () => {
    const { result } = renderHook(
      () => {
        const store = useMemoryQueryParams();
        return {
          list: useListState({ defaultPageSize: 10, pageSizes: [10, 25], store }),
          location: useLocation(),
        };
      },
      { wrapper: inRouter('/app/users/1') },
    );
    act(() => result.current.list.setPage(2));
    expect(result.current.list).toMatchObject({ page: 2, pageSize: 10, offset: 20 });
    act(() => result.current.list.setPageSize(25));
    expect(result.current.list).toMatchObject({ page: 0, pageSize: 25, offset: 0 });
    expect(result.current.location.search).toBe('');
  });
});
