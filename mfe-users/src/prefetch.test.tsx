import { prefetchPath } from '@portal/api';
import { makeUser, renderWithProviders, setupApi, answerByQuery } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import { UsersListPage } from './pages/UsersListPage';
import { firstCalls } from './prefetch';

const DEEP_LINK = '?q=ada&page=2&size=50&sort=email&order=desc';
const PAGE_REQUEST = '?search=ada&limit=50&offset=50&sort=email&order=desc';

const { requests } = setupApi(
  answerByQuery('/admin/users', {
    [PAGE_REQUEST]: { users: [makeUser({ email: 'ada@example.com' })], total: 51, totalActive: 51 },
  }),
);

describe('users prefetch', () => {
  it("starts the very request a searched, paged and sorted deep link's page makes, so the page makes no second one", async () => {
    const paths = firstCalls({ segments: [], search: DEEP_LINK });
    expect(paths).toEqual([`/admin/users${PAGE_REQUEST}`]);
    paths.forEach((path) => prefetchPath(path));
    renderWithProviders(<UsersListPage />, { route: `/app/users${DEEP_LINK}`, path: '/app/users' });

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(requests).toEqual([`GET /admin/users${PAGE_REQUEST}`]);
  });

  it("names a user's page by its id, and nothing deeper", () => {
    expect(firstCalls({ segments: ['user 1'], search: '' })).toEqual(['/admin/users/user%201']);
    expect(firstCalls({ segments: ['user-1', 'more'], search: '' })).toEqual([]);
  });
});
