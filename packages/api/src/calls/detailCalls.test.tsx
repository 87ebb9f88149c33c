// The calls keyed by one id share their behaviour; each row names the hook and the exact request.
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SWRResponse } from 'swr';
import { isNotFoundError } from '../http/ApiError';
import { recordApiRequests, setupTestApi, TestApiProvider, TEST_API_URL } from '../testing';
import { useAdminCoupon } from './coupon';
import { useAdminOrganisation } from './organisation';
import { useOrganisationInvoices } from './organisationInvoices';
import { useOrganisationTeam } from './organisationTeam';
import { useAdminUser } from './user';

type IdHook = (
  id: string | null | undefined,
) => Pick<SWRResponse<unknown, unknown>, 'data' | 'error' | 'isLoading'>;

const server = setupTestApi();

const calls: Array<[string, IdHook, string]> = [
  ['useAdminUser', useAdminUser, '/admin/users/u%2F1%20x'],
  ['useAdminOrganisation', useAdminOrganisation, '/admin/organisations/u%2F1%20x'],
  ['useOrganisationInvoices', useOrganisationInvoices, '/admin/invoices/organisation/u%2F1%20x?limit=10'],
  ['useOrganisationTeam', useOrganisationTeam, '/admin/team/organisation/u%2F1%20x'],
  ['useAdminCoupon', useAdminCoupon, '/admin/coupons/u%2F1%20x'],
];

describe.each(calls)('%s', (_name, useCall, expectedPath) => {
  it(`asks for GET ${expectedPath} with the id encoded`, async () => {
    const requests = recordApiRequests(server);
    server.use(http.get(`${TEST_API_URL}/admin/*`, () => HttpResponse.json({ answer: 'detail' })));

    const { result } = renderHook(() => useCall('u/1 x'), { wrapper: TestApiProvider });

    await waitFor(() => expect(result.current.data).toEqual({ answer: 'detail' }));
    expect(requests).toEqual([`GET ${expectedPath}`]);
  });

  it('waits without a request while the id is unknown', async () => {
    const requests = recordApiRequests(server);

    const { result } = renderHook(() => useCall(undefined), { wrapper: TestApiProvider });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toMatchObject({ data: undefined, error: undefined, isLoading: false });
    expect(requests).toEqual([]);
  });

  it('reports a missing record as not found', async () => {
    server.use(
      http.get(`${TEST_API_URL}/admin/*`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
      ),
    );

    const { result } = renderHook(() => useCall('missing'), { wrapper: TestApiProvider });

    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(isNotFoundError(result.current.error)).toBe(true);
  });
});
