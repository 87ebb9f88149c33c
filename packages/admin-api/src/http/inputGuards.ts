import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './apiError';

/** PostgreSQL text cannot hold U+0000; every other code point is stored (lone surrogates as U+FFFD). */
const UNSTORABLE_CHARACTER = /\u0000/;
/** Integers in a query string are plain decimal digits: ajv would coerce '1e999' to Infinity and let it through. */
const DECIMAL_INTEGER = /^-?[0-9]{1,15}$/;

type RawValues = Record<string, unknown>;

function valuesOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function integerPropertiesOf(schema: unknown): Set<string> {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  return new Set(
    Object.entries(properties ?? {})
      .filter(([, property]) => property.type === 'integer')
      .map(([name]) => name),
  );
}

function checkValues(values: unknown, label: string, integers: ReadonlySet<string> = new Set()): void {
  if (!values || typeof values !== 'object') return;
  for (const [name, value] of Object.entries(values as RawValues)) {
    for (const item of valuesOf(value)) {
      if (typeof item !== 'string') continue;
      if (UNSTORABLE_CHARACTER.test(item)) {
        throw badRequest(
          `Invalid ${label} "${name}": contains a control character that cannot be stored (U+0000)`,
        );
      }
      if (integers.has(name) && !DECIMAL_INTEGER.test(item)) {
        throw badRequest(`Invalid ${label} "${name}": must be integer`);
      }
    }
  }
}

/**
 * Refuses, before schema validation, what the schemas cannot express: a NUL character in any
 * query, path or body string (the database rejects it) and integers written other than as digits.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    checkValues(
      request.query,
      'query parameter',
      integerPropertiesOf(request.routeOptions.schema?.querystring),
    );
    checkValues(request.params, 'path parameter');
    checkValues(request.body, 'body field');
  });
}
