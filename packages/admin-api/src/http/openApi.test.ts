import { validate } from '@readme/openapi-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES } from '@portal/contract';
import { REPO_ROOT } from '../config';
import { buildTestApi } from '../testing/testApi';
import { OPENAPI_DOCUMENT_FILE, OPENAPI_PATH } from './openApi';

interface Operation {
  parameters?: { name: string; in: string; description?: string }[];
  security?: unknown[];
  description?: string;
  responses: Record<string, { content?: { 'application/json'?: { schema?: { properties?: object } } } }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const committed = () => JSON.parse(readFileSync(join(REPO_ROOT, OPENAPI_DOCUMENT_FILE), 'utf8')) as Document;

/**
 * Every method and path the API answers, from Fastify's route tree: all but HEAD (Fastify's, for
 * each GET), the CORS preflight (`OPTIONS *`, any path) and the document itself.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const node = /^(.*?)── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!node) return [];
      const depth = node[1]!.length / 4; // each level indents by four characters
      const path = (parents[depth - 1] ?? '') + node[2]!;
      parents[depth] = path;
      return (node[3] ?? '')
        .split(', ')
        .filter((method) => !['', 'HEAD', 'OPTIONS'].includes(method) && path !== OPENAPI_PATH)
        .map((method) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    });
}

const documented = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the API contract as an OpenAPI document', () => {
  let app: FastifyInstance;
  let served: Document;
  beforeAll(async () => {
    app = await buildTestApi();
    served = (await app.inject(OPENAPI_PATH)).json<Document>();
  }, 120_000);
  afterAll(() => app.close());

  it('is served as committed: a route changed without `npm run openapi:update` fails here', () => {
    expect(served).toEqual(committed());
  });

  it('validates as OpenAPI 3.1', async () => {
    expect(served.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(served) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('covers every route the API registers', () => {
    expect(documented(served).sort()).toEqual(registeredRoutes(app).sort());
  });

  it('states limit/offset paging with exact totals on every paged list', () => {
    const users = served.paths['/admin/users']!.get!;
    expect(users.description).toMatch(/`total` is the exact number of rows/);
    expect(users.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['limit', 'offset', 'search', 'sort', 'order']),
    );
    expect(users.parameters?.find((parameter) => parameter.name === 'offset')?.description).toMatch(
      /limit\/offset/,
    );
  });

  it('gives each call its errors with the {code, message} body', () => {
    const user = served.paths['/admin/users/{id}']!.get!;
    expect(Object.keys(user.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '421',
      '429',
      '500',
    ]);
    expect(user.security).toEqual([{ bearer: [] }]);
    const body = user.responses['404']!.content!['application/json']!.schema as {
      required: string[];
      properties: { code: { enum: string[] } };
    };
    expect(body.required).toEqual(['code', 'message']);
    expect(body.properties.code.enum).toEqual(Object.values(API_ERROR_CODES));
    const profile = served.paths['/user/profile']!.get!;
    expect(JSON.stringify(profile.responses['404'])).toContain(API_ERROR_CODES.userDeactivated);
  });

  it('describes the sign-in flow routes, which need no token to start', () => {
    for (const path of ['/auth/oauth/google', '/auth/oauth/google/callback', '/auth/refresh']) {
      expect(served.paths[path]).toBeDefined();
    }
    expect(served.paths['/auth/oauth/google']!.get!.security).toBeUndefined();
    expect(served.paths['/auth/logout']!.post!.security).toEqual([{ bearer: [] }]);
  });
});
