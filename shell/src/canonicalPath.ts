/**
 * The canonical spelling of `pathname` when it differs from one of the portal's `routePaths` only
 * in case (`/APP/users/abc` → `/app/users/abc`), or null when it is canonical or names no route.
 * Only the route's own segments are rewritten: what follows (an id) is kept as written.
 */
export function canonicalPath(pathname: string, routePaths: readonly string[]): string | null {
  const lower = pathname.toLowerCase();
  const route = [...routePaths]
    .filter((path) => path !== '/')
    .sort((a, b) => b.length - a.length)
    .find((path) => lower === path || lower.startsWith(`${path}/`));
  if (!route || pathname.startsWith(route)) return null;
  return route + pathname.slice(route.length);
}
