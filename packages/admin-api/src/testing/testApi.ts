import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildAdminApi } from '../app';
import type { AdminApiOptions } from '../config';
import { createTestStorage } from './testEngine';

export interface SignedIn {
  token: string;
  refreshToken: string;
  /** The redirect the sign-in ended with. */
  location: URL;
}

/**
 * A fresh API on seeded storage of its own (in-memory PGlite, or PostgreSQL: see testEngine.ts);
 * `options` change what a test is about (a lower call limit, say).
 */
export async function buildTestApi(options: AdminApiOptions = {}): Promise<FastifyInstance> {
  const storage = await createTestStorage();
  return buildAdminApi({ ...storage, portalUrl: 'http://portal.test', seedScale: 'small', ...options });
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

export interface AdminTestApi {
  /** A request with the admin's bearer token (and any further headers given). */
  inject(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  /** A GET that must answer 200, read as JSON. */
  get<T>(url: string): Promise<T>;
  /** The API itself, for calls as someone else (another sign-in, a refresh). */
  app(): FastifyInstance;
}

/** A test API for one file's tests with the admin signed in: built before them, closed after. */
export function adminTestApi(): AdminTestApi {
  let app: FastifyInstance | undefined;
  let token = '';
  beforeAll(async () => {
    app = await buildTestApi();
    token = (await signIn(app, 'admin@example.com')).token;
  }, 120_000);
  afterAll(() => app?.close());

  const api: AdminTestApi = {
    inject: (options) => app!.inject({ ...options, headers: { ...bearer(token), ...options.headers } }),
    async get<T>(url: string) {
      const response = await api.inject({ url });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    },
    app: () => app!,
  };
  return api;
}
