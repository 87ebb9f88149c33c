// The API's contract as an OpenAPI 3.1 document, derived from the routes as they register
// (@fastify/swagger reads each route's JSON schemas), served at `/openapi.json` and committed as
// `docs/api/openapi.json` (`npm run openapi:update`; a test fails when the two differ). What the
// route schemas cannot say, the paging rule, who may call, the errors each call answers, is added
// here by rule, so a section's routes stay the only description of its calls.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { API_ERROR_CODES, REQUEST_ID_HEADER } from '@portal/contract';
import { version } from '../../package.json';

export const OPENAPI_PATH = '/openapi.json';
/** The committed copy, relative to the repository root. */
export const OPENAPI_DOCUMENT_FILE = 'docs/api/openapi.json';

const ERROR_BODY = {
  type: 'object',
  description: `Every error answers this body, with the request's id in the \`${REQUEST_ID_HEADER}\` header.`,
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: Object.values(API_ERROR_CODES) },
    message: { type: 'string', description: 'A sentence for people; never parsed.' },
  },
} as const;

const error = (description: string, codes: readonly string[]) => ({
  description: `${description} (\`code\`: ${codes.map((code) => `\`${code}\``).join(', ')})`,
  content: { 'application/json': { schema: ERROR_BODY } },
});

const PARAMETER_TEXTS: Record<string, string> = {
  limit: 'Rows per page.',
  offset: 'Rows to skip before the page: limit/offset paging over a stable order (the sort, then the id).',
  search: 'Case-insensitive text to find in the fields the list searches; any length.',
  sort: 'The column to sort by; absent, newest first.',
  order: 'The sort direction, only together with `sort` (alone it is a 400); absent, `asc`.',
  format: '`csv` streams every matching row as a CSV file instead of a page (same search, filters and sort).',
};

const PAGING_TEXT =
  'Paged with `limit` and `offset`; `total` is the exact number of rows the query matches (counted, never ' +
  'estimated), so `offset + limit >= total` is the last page.';

interface JsonSchemaObject {
  properties?: Record<string, { description?: string }>;
}

function describeParameters(querystring: unknown): unknown {
  const schema = querystring as JsonSchemaObject | undefined;
  if (!schema?.properties) return querystring;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [
      name,
      PARAMETER_TEXTS[name] && !property.description
        ? { ...property, description: PARAMETER_TEXTS[name] }
        : property,
    ]),
  );
  return { ...schema, properties };
}

/** Who may call a route, and the errors it answers, from where it lives. */
function contractOf(url: string, schema: FastifySchema) {
  const admin = url.startsWith('/admin/');
  const bearer = admin || url === '/user/profile' || url === '/auth/logout';
  const hasInput = Boolean(schema.querystring ?? schema.params ?? schema.body);
  const responses: Record<string, unknown> = {
    ...(hasInput && { 400: error('The query, path or body is not valid', [API_ERROR_CODES.badRequest]) }),
    ...(bearer && {
      401: error('No bearer token, or one that is invalid, expired or revoked', [
        API_ERROR_CODES.unauthorized,
      ]),
    }),
    ...(admin && {
      403: error('The account is not an active staff administrator', [API_ERROR_CODES.forbidden]),
    }),
    ...(admin && url.includes('/:id') && { 404: error('No such row', [API_ERROR_CODES.notFound]) }),
    ...(url === '/user/profile' && {
      404: error('The account is gone or deactivated', [
        API_ERROR_CODES.userNotFound,
        API_ERROR_CODES.userDeactivated,
      ]),
    }),
    421: error('The `Host` (or an absolute request URL) names a host this API does not serve', [
      API_ERROR_CODES.badRequest,
    ]),
    429: error('Too many requests, or too many exports at once; `Retry-After` says when to try again', [
      API_ERROR_CODES.tooManyRequests,
    ]),
    500: error('An unexpected failure; the logs hold it under the request id', [API_ERROR_CODES.internal]),
  };
  const paged = Boolean((schema.querystring as JsonSchemaObject | undefined)?.properties?.offset);
  return { bearer, responses, paged };
}

/** Registers the document's collector; call before any route registers. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Admin portal API',
        version,
        description:
          "The reference admin API of the staff portal. JSON over HTTP; errors answer `{code, message}`. Sign-in: `GET /auth/oauth/google` starts it, the identity provider returns to `GET /auth/oauth/google/callback`, which redirects to the portal's `/auth/callback` with `token` and `refreshToken` (or `error`); `POST /auth/refresh` rotates the pair; `POST /auth/logout` ends the session.",
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema: declared, url }) => {
      const schema: FastifySchema = declared ?? {};
      if (url === OPENAPI_PATH) return { schema: { ...schema, hide: true }, url };
      const contract = contractOf(url, schema);
      const response = { ...contract.responses, ...(schema.response as Record<string, unknown> | undefined) };
      return {
        url,
        schema: {
          ...schema,
          ...(schema.querystring !== undefined && { querystring: describeParameters(schema.querystring) }),
          ...(contract.paged && { description: PAGING_TEXT }),
          ...(contract.bearer && { security: [{ bearer: [] }] }),
          response,
        } as FastifySchema,
      };
    },
  });
}

/** Serves the document; call after the routes register. */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
