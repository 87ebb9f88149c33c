import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ActivitiesResponse } from '@portal/contract/activities';
import {
  createGate,
  recordApiRequests,
  setupTestApi,
  TEST_API_URL,
  TestApiProvider,
} from '@portal/api/testing';
import type { ActivityScope } from '@portal/ui';
import { useAdminActivities } from './activities';
import type { ActivitiesQuery } from './paths';

const server = setupTestApi();

function activitiesWith(description: string): ActivitiesResponse {
  return {
    activities: [
      {
        activity: {
          id: `a-${description}`,
          activityType: 'AUTH',
          description,
          createdAt: '2025-05-01T10:00:00.000Z',
        },
        user: null,
        organisation: { id: 'org-1', name: 'Acme' },
      },
    ],
    total: 31,
  };
}

describe('useAdminActivities', () => {
  it.each<[ActivityScope, ActivitiesQuery, string]>([
    [{ kind: 'all' }, { limit: 10 }, 'GET /admin/activities?limit=10'],
    [{ kind: 'all' }, { limit: 25, offset: 50 }, 'GET /admin/activities?limit=25&offset=50'],
    [
      { kind: 'all' },
      { activityType: 'XERO', offset: 0, limit: 10 },
      'GET /admin/activities?limit=10&offset=0&activityType=XERO',
    ],
    [
      { kind: 'organisation', id: 'org 7' },
      { limit: 10, offset: 10, activityType: undefined },
      'GET /admin/activities/organisation/org%207?limit=10&offset=10',
    ],
    [
      { kind: 'user', id: 'u-3' },
      { limit: 50, offset: 0, activityType: 'MEMBER' },
      'GET /admin/activities/user/u-3?limit=50&offset=0&activityType=MEMBER',
    ],
  ])('for %j and %j asks %s', async (scope, query, expected) => {
    const requests = recordApiRequests(server);
    server.use(
      http.get(`${TEST_API_URL}/admin/activities*`, () => HttpResponse.json(activitiesWith('signed in'))),
    );

    const { result } = renderHook(() => useAdminActivities(scope, query), { wrapper: TestApiProvider });

    await waitFor(() => expect(result.current.data).toEqual(activitiesWith('signed in')));
    expect(requests).toEqual([expected]);
  });

  it('waits without a request while a scoped id is unknown', async () => {
    const requests = recordApiRequests(server);

    const { result } = renderHook(() => useAdminActivities({ kind: 'user', id: '' }, { limit: 10 }), {
      wrapper: TestApiProvider,
    });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toMatchObject({ data: undefined, isLoading: false });
    expect(requests).toEqual([]);
  });

  it('keeps the previous page on screen while the next page or filter loads', async () => {
    const filtered = createGate();
    server.use(
      http.get(`${TEST_API_URL}/admin/activities`, async ({ request }) => {
        const type = new URL(request.url).searchParams.get('activityType');
        if (type) await filtered.wait;
        return HttpResponse.json(activitiesWith(type ?? 'every type'));
      }),
    );
    const firstPage: ActivitiesQuery = { limit: 10, offset: 0 };
    const { result, rerender } = renderHook(
      (query: ActivitiesQuery) => useAdminActivities({ kind: 'all' }, query),
      { wrapper: TestApiProvider, initialProps: firstPage },
    );
    await waitFor(() => expect(result.current.data).toEqual(activitiesWith('every type')));

    rerender({ limit: 10, offset: 0, activityType: 'INVITATION' });
    await waitFor(() => expect(result.current.isValidating).toBe(true));
    expect(result.current.data).toEqual(activitiesWith('every type'));

    act(() => filtered.open());
    await waitFor(() => expect(result.current.data).toEqual(activitiesWith('INVITATION')));
  });
});
