import { signInCookieOf, type SignedIn } from './testApi';

/**
 * Walks the stand-in Google sign-in over HTTP the way a browser does (the chooser page, then the
 * callback with the cookie that page set) against the API at `apiUrl`, and returns what the
 * portal's callback receives. For tests and benches that talk to a listening API or a proxy in front.
 */
export async function signInOverHttp(apiUrl: string, email: string, popup = true): Promise<SignedIn> {
  const start = await fetch(`${apiUrl}/auth/oauth/google?popup=${popup}&action=login&domain=admin`);
  const state = /name="state" value="([^"]+)"/.exec(await start.text())?.[1];
  if (!state) throw new Error(`${apiUrl}: no sign-in state in the chooser page (status ${start.status})`);
  const query = new URLSearchParams({ state, code: email });
  const callback = await fetch(`${apiUrl}/auth/oauth/google/callback?${query.toString()}`, {
    redirect: 'manual',
    headers: { cookie: signInCookieOf(start.headers.get('set-cookie') ?? undefined) },
  });
  const location = new URL(callback.headers.get('location') ?? '', apiUrl);
  const token = location.searchParams.get('token');
  if (!token) throw new Error(`${apiUrl}: the sign-in of ${email} returned no token (${location.href})`);
  return { token, refreshToken: location.searchParams.get('refreshToken') ?? '', location };
}
