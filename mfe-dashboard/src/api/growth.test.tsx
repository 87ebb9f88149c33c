import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GrowthResponse } from '@portal/contract/dashboard';
import { recordApiRequests, setupTestApi, TestApiProvider, testApiUrl } from '@portal/api/testing';
import { useAdminGrowth } from './growth';

const server = setupTestApi();
const growth: GrowthResponse = {
  growth: [
    { month: '2025-04', userCount: 4, activeUsers: null, organisationCount: 1 },
    { month: '2025-05', userCount: 9, activeUsers: 6, organisationCount: 3 },
  ],
};

describe('useAdminGrowth', () => {
  it('loads GET /admin/growth', async () => {
    const requests = recordApiRequests(server);
    server.use(http.get(testApiUrl('/admin/growth'), () => HttpResponse.json(growth)));

    const { result } = renderHook(() => useAdminGrowth(), { wrapper: TestApiProvider });

    await waitFor(() => expect(result.current.data).toEqual(growth));
    expect(requests).toEqual(['GET /admin/growth']);
  });

  it('hands over the ApiError of a failed call', async () => {
    server.use(http.get(testApiUrl('/admin/growth'), () => new HttpResponse(null, { status: 500 })));

    const { result } = renderHook(() => useAdminGrowth(), { wrapper: TestApiProvider });

    await waitFor(() => expect(result.current.error).toMatchObject({ status: 500 }));
    expect(result.current.data).toBeUndefined();
  });
});
