import { paths } from '@portal/ui-core';

/** Where a sign-in without a popup lands when no return URL is given (docs/product.md "The session"). */
export const DEFAULT_RETURN_URL = '/dashboard';

/** The login page's query parameter naming the page the guard turned away, as the callback's. */
export const RETURN_URL_PARAM = 'returnUrl';

// A path on this site starts with exactly one '/'. '//host' and '/\host' are read by browsers as
// another host; control characters (tabs, newlines) are stripped by URL parsers and can forge either.
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The return URL if it is a path on this site, else `fallback`: a sign-in never sends anyone away. */
export function safeReturnUrl(
  raw: string | null,
  origin: string = window.location.origin,
  fallback: string = DEFAULT_RETURN_URL,
): string {
  if (!raw || !SAME_ORIGIN_PATH.test(raw) || CONTROL_CHARACTERS.test(raw) || raw.includes('\\')) {
    return fallback;
  }
  try {
    // The last word goes to the URL parser the browser itself will use.
    return new URL(raw, origin).origin === origin ? raw : fallback;
  } catch {
    return fallback;
  }
}

/**
 * /login, remembering the page the guard turned away (path and query) unless it is the default
 * /app, so a deep link survives the sign-in.
 */
export function loginPathFor(page: { pathname: string; search: string }): string {
  const asked = `${page.pathname}${page.search}`;
  if (asked === paths.app || asked === `${paths.app}/`) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [RETURN_URL_PARAM]: asked })}`;
}

/**
 * Where the login page sends an admin: the page asked for (its `returnUrl`) if it is on this site,
 * else /app. Called on the sign-in only, never while rendering: the shell's build renders /login
 * where there is no window.
 */
export function pageAfterSignIn(returnUrl: string | null, origin: string = window.location.origin): string {
  return safeReturnUrl(returnUrl, origin, paths.app);
}
