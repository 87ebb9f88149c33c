import type { FastifyRequest } from 'fastify';
import type { AdminApiConfig } from '../config';

/**
 * Parameters whose names say they carry a secret, in any case and any form (`State`, `state[]`,
 * `access_token`, `sessionId`): these words anywhere in the name...
 */
const SECRET_NAME =
  /token|state|code|secret|pass|key|authori[sz]ation|session|nonce|signature|credential|ticket/i;
/** ...or one of these short words as a word of the name (`sid`, `X-Sig`, `otp_code`; not `design`). */
const SECRET_WORD = /^(sid|otp|pin|pwd|sig|jwt)s?$/;
/** Parameters that carry what staff searched for: a customer's name or email, kept out of the log. */
const SEARCH_NAME = /^(search|q|query)$/i;
/** A JSON Web Token's shape, wherever it stands in a text: three base64url parts. */
const JWT_SHAPE = /[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/;
/** A bearer value: the scheme's name, then anything. */
const BEARER = /\bbearer\b/i;
/** A long run of letters, digits and base64 signs with both letters and digits: a random secret's shape. */
const RANDOM_SHAPE = /^(?=.*[0-9])(?=.*[A-Za-z])[A-Za-z0-9_\-+/=~.]{24,}$/;
/** Our ids (UUIDs) are long and random-looking too, and tell an operator which row was read. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Where a query's parts end: `&`, and also `;` and a second `?` (`?x=1;<jwt>`, `?x=1?t=<jwt>`). */
const QUERY_SEPARATOR = /([&;?])/;
const REDACTED = '[redacted]';
/** A log line quotes at most this much of a URL: a client cannot make each of its lines 15 KB. */
export const LOGGED_URL_MAX_CHARS = 512;
/** Rotated by size, a few files kept: pino-roll (a pino transport) names them admin-api.1.log, .2, ... */
const ROTATION = { size: '10m', limit: { count: 5 } } as const;

/** `value` %-decoded (twice encoded too), `+` read as a space, without quotes and spaces around it. */
function plain(value: string): string {
  let decoded = value.replace(/\+/g, ' ');
  for (let round = 0; round < 3 && decoded.includes('%'); round++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  return decoded.replace(/^[\s"'`]+|[\s"'`]+$/g, '');
}

/** A text shaped like a token: holding a JWT or a bearer value, or as a whole a long random string. */
function looksSecret(raw: string): boolean {
  const value = plain(raw);
  if (UUID.test(value)) return false;
  return JWT_SHAPE.test(value) || BEARER.test(value) || RANDOM_SHAPE.test(value);
}

function isSecretName(name: string): boolean {
  if (SECRET_NAME.test(name)) return true;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => SECRET_WORD.test(word));
}

/** A path segment, and each `;` part of it (`/admin/users;<jwt>`), kept or redacted by its shape. */
function redactedSegment(segment: string): string {
  return segment
    .split(';')
    .map((part) => (looksSecret(part) ? REDACTED : part))
    .join(';');
}

/** One `name=value` (or bare `name`) of a query. */
function redactedPair(pair: string): string {
  const equals = pair.indexOf('=');
  const rawName = equals === -1 ? pair : pair.slice(0, equals);
  if (looksSecret(rawName)) return REDACTED;
  if (equals === -1) return pair;
  const name = plain(rawName);
  const value = pair.slice(equals + 1);
  if (SEARCH_NAME.test(name)) return `${rawName}=[${plain(value).length} chars]`;
  if (isSecretName(name) || looksSecret(value)) return `${rawName}=${REDACTED}`;
  return pair;
}

/**
 * `url` as a log line may quote it, redacted by rule rather than by a list of names: a parameter
 * named like a secret, or anything shaped like a token (a JWT or a bearer value wherever it
 * stands: a value, a key, a path segment, after `;`, quoted or %-encoded; a long random string) is
 * replaced; what staff searched for is replaced by its length; the whole is cut to
 * LOGGED_URL_MAX_CHARS. A last pass replaces any JWT still left in the text.
 */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  let redacted = path.split('/').map(redactedSegment).join('/');
  if (queryStart !== -1) {
    const query = url
      .slice(queryStart + 1)
      .split(QUERY_SEPARATOR)
      .map((part) => (QUERY_SEPARATOR.test(part) ? part : redactedPair(part)))
      .join('');
    redacted = `${redacted}?${query}`;
  }
  redacted = redacted.replace(new RegExp(JWT_SHAPE.source, 'g'), REDACTED);
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
