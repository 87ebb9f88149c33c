// Which section a URL path belongs to, among the configured ones (portal-config.json): the shell's
// routes, menu and first wave use it, and so does the shell's server to preload the section's
// manifest with the page.

/** The section a path belongs to and the decoded segments under the section's own path. */
export interface SectionAtPath<Section> {
  section: Section;
  segments: string[];
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * Whether `pathname` is at `basePath` or under it (at a segment boundary, so /app/users-archive is
 * not /app/users). A base path ending in '/' is an index page: the dashboard's /app/ owns exactly
 * /app and /app/, not the other sections under it.
 */
export function isAtOrUnder(basePath: string, pathname: string): boolean {
  const base = withoutTrailingSlash(basePath);
  if (basePath.endsWith('/')) return withoutTrailingSlash(pathname) === base;
  return pathname === base || pathname.startsWith(`${base}/`);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: the router hands the section the segment as it is.
    return segment;
  }
}

/** Which of `sections` is mounted at `pathname`, as the routes mount them; null outside every section. */
export function sectionAt<Section extends { basePath: string }>(
  pathname: string,
  sections: readonly Section[],
): SectionAtPath<Section> | null {
  const section = sections.find((candidate) => isAtOrUnder(candidate.basePath, pathname));
  if (!section) return null;
  const below = pathname.slice(withoutTrailingSlash(section.basePath).length);
  return { section, segments: below.split('/').filter(Boolean).map(decoded) };
}
