import { prefetchPath } from '@portal/api';
import { setRemoteLoader } from '@portal/ui';
import { renderWithProviders, setupApi, testApiUrl } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { firstCalls } from './prefetch';
import Section from './Section';

const { requests } = setupApi(
  http.get(testApiUrl('/admin/users'), () => HttpResponse.json({ users: [], total: 7, totalActive: 5 })),
  http.get(testApiUrl('/admin/organisations'), () =>
    HttpResponse.json({ organisations: [], total: 3, totalActive: 2 }),
  ),
  http.get(testApiUrl('/admin/coupons'), () => HttpResponse.json({ coupons: [], total: 0 })),
  http.get(testApiUrl('/admin/activities'), () => HttpResponse.json({ activities: [], total: 11 })),
  http.get(testApiUrl('/admin/growth'), () => HttpResponse.json({ growth: [] })),
);

// The embedded activity list is the activities remote's; it asks for the latest ten itself.
beforeEach(() => setRemoteLoader(async () => ({ default: () => null })));

describe('dashboard prefetch', () => {
  it("names the page's own calls, so a cold load of /app makes each once", async () => {
    expect(firstCalls()).toEqual([
      '/admin/users?limit=1',
      '/admin/organisations?limit=1',
      '/admin/coupons?limit=100',
      '/admin/activities?limit=1',
      '/admin/growth',
      '/admin/activities?limit=10',
    ]);
    firstCalls().forEach((path) => prefetchPath(path));
    renderWithProviders(<Section />, { route: '/app', path: '/app/*' });

    expect(await screen.findByRole('link', { name: /^Total Users/ })).toHaveTextContent(
      'Total Users75 active',
    );
    expect(await screen.findByText('No growth data available')).toBeInTheDocument();
    expect([...requests].sort()).toEqual(
      firstCalls()
        .map((path) => `GET ${path}`)
        .sort(),
    );
  });
});
