import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { ApiProvider } from '../provider/ApiProvider';
import { createTestApiServer, makeSessionUser, resetApiForTests, testApiUrl } from '../testing';
import { useSession } from './authStore';
import { login, logout } from '../provider/sessionActions';

const server = createTestApiServer(
  http.post(testApiUrl('/auth/logout'), () => new HttpResponse(null, { status: 204 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetApiForTests());
afterAll(() => server.close());

function SignedInAs({ remote }: { remote: string }) {
  const { user, loading } = useSession();
  if (loading) return <p>{remote}: loading</p>;
  return <p>{user ? `${remote}: ${user.firstName} ${user.lastName}` : `${remote}: signed out`}</p>;
}

describe('useSession across React roots', () => {
  const roots: Root[] = [];

  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
  });

  function mountRemote(name: string): HTMLElement {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    roots.push(root);
    act(() =>
      root.render(
        <ApiProvider>
          <SignedInAs remote={name} />
        </ApiProvider>,
      ),
    );
    return container;
  }

  it('shows one login and one logout in two separate roots at the same time', async () => {
    const users = mountRemote('users');
    const coupons = mountRemote('coupons');
    expect(users.textContent).toBe('users: signed out');
    expect(coupons.textContent).toBe('coupons: signed out');

    await act(() => login('token-1', makeSessionUser({ firstName: 'Ada', lastName: 'Lovelace' })));
    expect(users.textContent).toBe('users: Ada Lovelace');
    expect(coupons.textContent).toBe('coupons: Ada Lovelace');

    await act(() => logout());
    expect(users.textContent).toBe('users: signed out');
    expect(coupons.textContent).toBe('coupons: signed out');
  });
});
