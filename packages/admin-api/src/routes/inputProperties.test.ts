// Arbitrary strings, bytes and numbers in every query and path parameter of every route: the API
// answers 200, 400 or 404 with the error shape, never a 500.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApi, signIn } from '../testing/testApi';

interface RouteShape {
  /** The path, with `:name` for each path parameter. */
  path: string;
  query: readonly string[];
}

/**
 * Parameters no list declares, tried on every list (issue 76: `userId=x` once reached the database
 * and answered 500): an undeclared parameter is ignored.
 */
const UNDECLARED = ['userId', 'organisationId', 'unknownFilter'];
const PAGE = ['limit', 'offset', ...UNDECLARED];
const ACTIVITY_PAGE = [...PAGE, 'activityType'];

const SIGN_IN_CALLBACK = '/auth/oauth/google/callback';

const ROUTES: readonly RouteShape[] = [
  { path: '/admin/growth', query: [] },
  { path: '/admin/users', query: ['search', ...PAGE] },
  { path: '/admin/users/:id', query: [] },
  { path: '/admin/organisations', query: ['search', ...PAGE] },
  { path: '/admin/organisations/:id', query: [] },
  { path: '/admin/coupons', query: PAGE },
  { path: '/admin/coupons/:id', query: [] },
  { path: '/admin/activities', query: ACTIVITY_PAGE },
  { path: '/admin/activities/organisation/:id', query: ACTIVITY_PAGE },
  { path: '/admin/activities/user/:id', query: ACTIVITY_PAGE },
  { path: '/admin/invoices/organisation/:id', query: PAGE },
  { path: '/admin/team/organisation/:id', query: [] },
  { path: '/user/profile', query: [] },
  { path: '/auth/oauth/google', query: ['popup', 'action', 'domain', 'origin'] },
  { path: SIGN_IN_CALLBACK, query: ['code', 'state'] },
];

/** Percent-encodes every byte, so invalid UTF-8 and reserved characters reach the server as sent. */
const percentEncode = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A parameter value as it appears in a URL: text (any code point, lone surrogates and NUL included), raw bytes or a number. */
const encodedValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => percentEncode(new TextEncoder().encode(text))),
  fc.string({ unit: 'binary', maxLength: 300 }).map((text) => percentEncode(new TextEncoder().encode(text))),
  fc.uint8Array({ maxLength: 40 }).map(percentEncode),
  fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map((number) => encodeURIComponent(String(number))),
  fc.constantFrom('', '%00', '%ff', '%', '%zz', '1e999', '-0', 'NaN', '0x10', '2147483648', '9'.repeat(40)),
);

const EXPECTED_STATUSES = [200, 400, 404];

let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  // One session makes some 1,300 calls here, beyond a minute's limit: the limit has tests of its own.
  app = await buildTestApi({ adminCallsPerMinute: 0 });
  adminToken = (await signIn(app, 'admin@example.com')).token;
}, 120_000);

afterAll(() => app?.close());

const LIST_PATHS = ROUTES.filter((route) => route.query.includes('limit')).map((route) => route.path);

describe('a parameter a route does not declare', () => {
  /** The id of the first user or organisation, as the path's scope wants. */
  async function firstId(path: string): Promise<string> {
    const list = path.includes('/user/') ? 'users' : 'organisations';
    const answer = await app.inject({ url: `/admin/${list}?limit=1`, headers: bearer(adminToken) });
    return answer.json()[list][0].id as string;
  }

  it.each(LIST_PATHS.flatMap((path) => UNDECLARED.map((name) => [path, name])))(
    '%s ignores %s=x',
    async (path, name) => {
      const url = path.replace(':id', await firstId(path));
      const plain = await app.inject({ url, headers: bearer(adminToken) });
      const withUndeclared = await app.inject({ url: `${url}?${name}=x`, headers: bearer(adminToken) });
      expect([plain.statusCode, withUndeclared.statusCode]).toEqual([200, 200]);
      expect(withUndeclared.body).toBe(plain.body);
    },
  );

  it('a valid userId filters nothing on /admin/activities: the contract does not declare it', async () => {
    const userId = await firstId('/user/');
    const all = await app.inject({ url: '/admin/activities?limit=1', headers: bearer(adminToken) });
    const filtered = await app.inject({
      url: `/admin/activities?limit=1&userId=${userId}`,
      headers: bearer(adminToken),
    });
    expect(filtered.json().total).toBe(all.json().total);
  });

  it('a malformed id in a path answers 400 with the error shape', async () => {
    const response = await app.inject({ url: '/admin/activities/user/x', headers: bearer(adminToken) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});

describe.each(ROUTES)('$path', ({ path, query }) => {
  const pathParameters = path.split('/').filter((segment) => segment.startsWith(':'));
  // The sign-in routes are rate limited to 100 a minute per caller.
  const numRuns = path.startsWith('/auth/') ? 40 : 100;

  it('answers only 200, 400 or 404, always with the error shape on failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(encodedValue, { minLength: pathParameters.length, maxLength: pathParameters.length }),
        fc.dictionary(fc.constantFrom(...(query.length ? query : ['unused'])), encodedValue, {
          maxKeys: query.length,
        }),
        async (pathValues, queryValues) => {
          let index = 0;
          const url = path.replace(/:[a-z]+/g, () => pathValues[index++] || '-');
          const search = Object.entries(queryValues)
            .map(([name, value]) => `${name}=${value}`)
            .join('&');
          const target = search ? `${url}?${search}` : url;
          const response = await app.inject({ url: target, headers: bearer(adminToken) });
          // A callback whose state is not the API's is a refusal shown on the portal's own callback.
          if (response.statusCode === 302 && path === SIGN_IN_CALLBACK) {
            const refused = new URL(String(response.headers.location));
            expect([refused.pathname, refused.searchParams.get('error')]).toEqual([
              '/auth/callback',
              'oauth_error',
            ]);
            return;
          }
          if (!EXPECTED_STATUSES.includes(response.statusCode)) {
            throw new Error(`GET ${target} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          }
          if (response.statusCode !== 200) {
            expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
          }
        },
      ),
      { numRuns },
    );
  }, 120_000);
});
