import type { FastifyRequest } from 'fastify';

/** A host name or IPv4 address, or a bracketed IPv6 address, and an optional port: nothing else. */
const HOST_AND_PORT =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

/** Whether `value` is a `host[:port]` as a Host header may carry it. */
export function isHostAndPort(value: string): boolean {
  return HOST_AND_PORT.test(value) && URL.canParse(`http://${value}`);
}

/** The path and query of an absolute-form request target (`http://host/path?q`); other targets as they are. */
export function originFormOf(url: string): string {
  if (url.startsWith('/')) return url;
  const schemeEnd = url.indexOf('://');
  if (schemeEnd === -1) return url;
  const pathStart = url.indexOf('/', schemeEnd + 3);
  const queryStart = url.indexOf('?', schemeEnd + 3);
  if (pathStart === -1 || (queryStart !== -1 && queryStart < pathStart))
    return `/${queryStart === -1 ? '' : url.slice(queryStart)}`;
  return url.slice(pathStart);
}

/** The authority (`host[:port]`) of an absolute-form request target, or null for a path. */
export function absoluteFormHost(url: string): string | null {
  if (url.startsWith('/')) return null;
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url);
  return match ? (match[1] ?? '') : '';
}

export interface HostRefusal {
  status: 400 | 421;
  message: string;
}

/**
 * What is wrong with the host a request names, or null: one Host header holding a valid
 * `host[:port]` (never written into a page otherwise), and an absolute-form target naming that
 * same host. `request.originalUrl` is the target as sent (servers rewrite it to a path first).
 */
export function hostRefusal(request: FastifyRequest): HostRefusal | null {
  const hostHeaders = request.raw.rawHeaders.filter((_value, index, all) =>
    index % 2 === 0 ? false : all[index - 1]!.toLowerCase() === 'host',
  );
  if (hostHeaders.length !== 1) {
    return {
      status: 400,
      message: hostHeaders.length
        ? 'The request has more than one Host header'
        : 'The request has no Host header',
    };
  }
  if (!isHostAndPort(hostHeaders[0]!))
    return { status: 400, message: 'The Host header is not a valid host[:port]' };
  const targetHost = absoluteFormHost(request.originalUrl);
  if (targetHost !== null && targetHost.toLowerCase() !== hostHeaders[0]!.toLowerCase()) {
    return { status: 421, message: 'The request names a host this server does not serve' };
  }
  return null;
}
