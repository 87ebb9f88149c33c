import type { FastifyInstance } from 'fastify';
import { buildAdminApi } from '../app';
import { createTestStorage } from './testEngine';

export interface SignedIn {
  token: string;
  refreshToken: string;
  /** The redirect the sign-in ended with. */
  location: URL;
}

/** A fresh API on seeded storage of its own (in-memory PGlite, or PostgreSQL: see testEngine.ts). */
export async function buildTestApi(): Promise<FastifyInstance> {
  const storage = await createTestStorage();
  return buildAdminApi({ ...storage, portalUrl: 'http://portal.test', seedScale: 'small' });
}

/** Walks the stand-in Google sign-in the way a browser does and returns what the portal receives. */
export async function signIn(app: FastifyInstance, email: string, popup = true): Promise<SignedIn> {
  const page = await app.inject(`/auth/oauth/google?popup=${popup}&action=login&domain=admin`);
  const state = /name="state" value="([^"]+)"/.exec(page.body)?.[1];
  if (!state) throw new Error(`No sign-in state in the chooser page (status ${page.statusCode})`);
  const callback = await app.inject({
    url: '/auth/oauth/google/callback',
    query: { state, code: email },
    headers: { cookie: signInCookieOf(page.headers['set-cookie']) },
  });
  const location = new URL(String(callback.headers.location));
  return {
    token: location.searchParams.get('token') ?? '',
    refreshToken: location.searchParams.get('refreshToken') ?? '',
    location,
  };
}

/** The `name=value` of the sign-in cookie the chooser page set, as a browser sends it back. */
export function signInCookieOf(setCookie: string | string[] | number | undefined): string {
  return String(setCookie ?? '').split(';')[0]!;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
