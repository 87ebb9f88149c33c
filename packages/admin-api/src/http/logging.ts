import type { FastifyRequest } from 'fastify';
import type { AdminApiConfig } from '../config';

/** Parameters whose names say they carry a secret, in any case and any form (`State`, `state[]`, `access_token`). */
const SECRET_NAME = /token|state|code|secret|password|key/i;
/** Parameters that carry what staff searched for: a customer's name or email, kept out of the log. */
const SEARCH_NAME = /^(search|q|query)$/i;
/** A JSON Web Token's shape: three base64url parts. */
const JWT_SHAPE = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*$/;
/** A long run of letters, digits and base64 signs with both letters and digits: a random secret's shape. */
const RANDOM_SHAPE = /^(?=.*[0-9])(?=.*[A-Za-z])[A-Za-z0-9_\-+/=~.]{24,}$/;
/** Our ids (UUIDs) are long and random-looking too, and tell an operator which row was read. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REDACTED = '[redacted]';
/** A log line quotes at most this much of a URL: a client cannot make each of its lines 15 KB. */
export const LOGGED_URL_MAX_CHARS = 512;
/** Rotated by size, a few files kept: pino-roll (a pino transport) names them admin-api.1.log, .2, ... */
const ROTATION = { size: '10m', limit: { count: 5 } } as const;

function looksSecret(value: string): boolean {
  return !UUID.test(value) && (JWT_SHAPE.test(value) || RANDOM_SHAPE.test(value));
}

function decodedOr(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * `url` as a log line may quote it, redacted by rule rather than by a list of names: a parameter
 * named like a secret, or any parameter value or path segment shaped like a token (a JWT, a long
 * random string), is replaced; what staff searched for is replaced by its length; the whole is cut
 * to LOGGED_URL_MAX_CHARS.
 */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = path
    .split('/')
    .map((segment) => (looksSecret(decodedOr(segment)) ? REDACTED : segment))
    .join('/');
  let redacted = redactedPath;
  if (queryStart !== -1) {
    const query = url
      .slice(queryStart + 1)
      .split('&')
      .map((pair) => {
        const equals = pair.indexOf('=');
        if (equals === -1) return pair;
        const name = decodedOr(pair.slice(0, equals));
        const value = decodedOr(pair.slice(equals + 1).replace(/\+/g, ' '));
        if (SEARCH_NAME.test(name)) return `${pair.slice(0, equals)}=[${value.length} chars]`;
        if (SECRET_NAME.test(name) || looksSecret(value)) return `${pair.slice(0, equals)}=${REDACTED}`;
        return pair;
      })
      .join('&');
    redacted = `${redactedPath}?${query}`;
  }
  return redacted.length > LOGGED_URL_MAX_CHARS
    ? `${redacted.slice(0, LOGGED_URL_MAX_CHARS)}…[cut]`
    : redacted;
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
        ...['code', 'state', 'token', 'refreshToken'].flatMap((name) => [`req.body.${name}`, `body.${name}`]),
      ],
      censor: REDACTED,
    },
  };
}
