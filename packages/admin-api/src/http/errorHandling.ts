import { API_ERROR_CODES, type ApiErrorBody } from '@portal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './apiError';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const CONTEXT_LABELS: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
};

/** Every failure answers `{code, message}`; bad input is a 400 naming the parameter, never a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    const { status, body } = toErrorAnswer(error);
    if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: API_ERROR_CODES.notFound,
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    } satisfies ApiErrorBody),
  );
}

/**
 * What a 5xx logs of its error: its kind and where it arose, never a query's SQL or parameters
 * (drizzle's errors carry both in their message; PostgreSQL's messages quote the values they
 * refuse), which could hold what a caller sent.
 */
export function loggableError(error: Error): {
  type: string;
  code?: string;
  message: string;
  stack?: string;
} {
  const cause = 'query' in error && 'params' in error && error.cause instanceof Error ? error.cause : error;
  const { code, severity } = cause as { code?: unknown; severity?: unknown };
  const fromDatabase = typeof severity === 'string';
  const message = fromDatabase ? `database error ${String(code)}` : cause.message;
  const frames = cause.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: cause.name,
    ...(typeof code === 'string' && { code }),
    message,
    ...(frames && { stack: frames.join('\n') }),
  };
}

/**
 * PostgreSQL's class 22, data exceptions (invalid byte sequence, string too long, numeric out of
 * range, invalid text representation): the input, not the server, is at fault.
 */
function isDatabaseDataError(error: unknown): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

function toErrorAnswer(error: FastifyError | ApiError): { status: number; body: ApiErrorBody } {
  if (error instanceof ApiError)
    return { status: error.statusCode, body: { code: error.code, message: error.message } };
  if (isDatabaseDataError(error)) {
    return {
      status: 400,
      body: {
        code: API_ERROR_CODES.badRequest,
        message: 'A parameter holds a value the database cannot accept',
      },
    };
  }
  if (error.validation?.[0]) {
    const message = describeValidationIssue(error.validationContext ?? 'querystring', error.validation[0]);
    return { status: 400, body: { code: API_ERROR_CODES.badRequest, message } };
  }
  const status = error.statusCode ?? 500;
  if (status === 429)
    return { status, body: { code: API_ERROR_CODES.tooManyRequests, message: error.message } };
  if (status >= 400 && status < 500)
    return { status, body: { code: API_ERROR_CODES.badRequest, message: error.message } };
  return { status: 500, body: { code: API_ERROR_CODES.internal, message: 'Internal server error' } };
}

function describeValidationIssue(context: string, issue: ValidationIssue): string {
  const params = issue.params as Record<string, unknown>;
  const name = issue.instancePath.replace(/^\//, '') || String(params.missingProperty ?? '');
  const label = `${CONTEXT_LABELS[context] ?? context} "${name}"`;
  switch (issue.keyword) {
    case 'pattern':
      return `Invalid ${label}: not a well-formed id`;
    case 'enum':
      return `Invalid ${label}: must be one of ${(params.allowedValues as string[]).join(', ')}`;
    case 'required':
      return `Missing ${label}`;
    default:
      return `Invalid ${label}: ${issue.message ?? 'not allowed'}`;
  }
}
