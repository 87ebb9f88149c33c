import type { FastifyRequest } from 'fastify';
import type { AdminApiConfig } from '../config';

/** Query parameters whose values are secrets: an authorization code, a signed state, tokens. */
const SECRET_PARAMETERS = ['code', 'state', 'token', 'refreshToken'];
const REDACTED = '[redacted]';
/** Rotated by size, a few files kept: pino-roll (a pino transport) names them admin-api.1.log, .2, ... */
const ROTATION = { size: '10m', limit: { count: 5 } } as const;

/** `url` with the values of secret query parameters replaced (the sign-in callback carries them). */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of SECRET_PARAMETERS) {
    if (params.has(name)) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/**
 * Fastify's request logs (JSON lines with the request id; every 5xx also logs its error, see
 * errorHandling.ts): to stdout when asked, and to the configured file, rotated. No secret reaches
 * them: secret query values are replaced, and credential headers and body fields are redacted
 * wherever a log line carries them.
 */
export function loggerOptions({ logFile, logger }: Pick<AdminApiConfig, 'logFile' | 'logger'>) {
  if (!logFile && !logger) return false;
  const targets = [
    ...(logger ? [{ target: 'pino/file', options: { destination: 1 } }] : []),
    ...(logFile ? [{ target: 'pino-roll', options: { file: logFile, mkdir: true, ...ROTATION } }] : []),
  ];
  return {
    level: 'info',
    transport: { targets },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'res.headers.location',
        ...SECRET_PARAMETERS.flatMap((name) => [`req.query.${name}`, `req.body.${name}`, `body.${name}`]),
      ],
      censor: REDACTED,
    },
  };
}
