/** Where a sign-in without a popup lands when no return URL is given (spec section 9). */
export const DEFAULT_RETURN_URL = '/dashboard';

// A path on this site starts with exactly one '/'. '//host' and '/\host' are read by browsers as
// another host; control characters (tabs, newlines) are stripped by URL parsers and can forge either.
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The return URL if it is a path on this site, else the default: a sign-in never sends anyone away. */
export function safeReturnUrl(raw: string | null, origin: string = window.location.origin): string {
  if (!raw || !SAME_ORIGIN_PATH.test(raw) || CONTROL_CHARACTERS.test(raw) || raw.includes('\\')) {
    return DEFAULT_RETURN_URL;
  }
  try {
    // The last word goes to the URL parser the browser itself will use.
    return new URL(raw, origin).origin === origin ? raw : DEFAULT_RETURN_URL;
  } catch {
    return DEFAULT_RETURN_URL;
  }
}
