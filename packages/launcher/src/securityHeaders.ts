/** The origins a portal-config.json points the page at (packages/registry/src/portalConfig.ts). */
export interface PortalOrigins {
  /** Origins the page calls (the API, the health collector). */
  api: string[];
  remotes: string[];
}

/** Each URL's origin (scheme, host and port), once; what is not an http(s) URL is left out. */
function originsOf(urls: readonly unknown[]): string[] {
  const origins = urls.flatMap((url) => {
    try {
      const { origin, protocol } = new URL(String(url));
      return protocol === 'http:' || protocol === 'https:' ? [origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** The origins of a portal-config.json's text; none when it is not a readable config. */
export function portalOrigins(configText: string): PortalOrigins {
  try {
    const { apiUrl, healthUrl, sections } = JSON.parse(configText) as {
      apiUrl?: unknown;
      healthUrl?: unknown;
      sections?: unknown;
    };
    // A section's canary runs some people's scripts from its own URL, which may be another origin.
    const manifestUrls = Array.isArray(sections)
      ? sections.flatMap((section: { manifestUrl?: unknown; canary?: { manifestUrl?: unknown } } | null) => [
          section?.manifestUrl,
          section?.canary?.manifestUrl,
        ])
      : [];
    // The health collector is called like the API: connect-src only.
    return { api: originsOf([apiUrl, healthUrl]), remotes: originsOf(manifestUrls) };
  } catch {
    return { api: [], remotes: [] };
  }
}

/**
 * The Content-Security-Policy of the portal's pages: scripts only from the page's own server and the
 * configured remotes, calls only to those and the API, and no framing, plugins or foreign <base>.
 */
export function contentSecurityPolicy({ api, remotes }: PortalOrigins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // Remote manifests are fetched; the API is called (on one origin with the remotes behind nginx).
    'connect-src': ["'self'", ...new Set([...api, ...remotes])],
    // Emotion, MUI's styling engine, writes <style> elements at run time; without a per-response
    // nonce (a static host has none) that needs 'unsafe-inline'. Scripts never do.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars come from whatever https host the identity provider serves them from.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** What every response of the shell's and the remotes' servers carries. */
export function securityHeaders(origins: PortalOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Admin URLs name customers; links out (the payment provider's dashboard) need no referrer.
    'Referrer-Policy': 'no-referrer',
    // A page on another origin that opens the portal gets no handle on it (issue 76 item 7); the
    // portal's own sign-in popup keeps its opener. /auth/callback, where that popup returns from the
    // provider's pages, is sent with CALLBACK_OPENER_POLICY instead, or the return would cut it off.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** The portal's sign-in callback page: the popup comes back to it from pages without a policy. */
export const CALLBACK_PATH = '/auth/callback';
export const CALLBACK_OPENER_POLICY = 'unsafe-none';

/**
 * The security headers for the portal-config.json as it is now (`configText`, as servedConfig
 * answers it): a deploy that points a remote somewhere else gets a policy that lets the page load
 * it, without restarting the servers.
 */
export function securityHeadersFollowing(
  configText: () => Promise<string>,
): () => Promise<Record<string, string>> {
  let lastText: string | undefined;
  let headers: Record<string, string> = securityHeaders({ api: [], remotes: [] });
  return async () => {
    const text = await configText();
    if (text !== lastText) {
      lastText = text;
      headers = securityHeaders(portalOrigins(text));
    }
    return headers;
  };
}
