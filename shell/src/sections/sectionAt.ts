import { isAtOrUnder, SECTIONS, type SectionInfo } from './sections';

/** The section a path belongs to and the decoded segments under the section's own path. */
export interface SectionAtPath {
  section: SectionInfo;
  segments: string[];
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: the router hands the section the segment as it is.
    return segment;
  }
}

/** The section mounted at `pathname`, as the routes mount them; null outside every section. */
export function sectionAt(pathname: string): SectionAtPath | null {
  const section = SECTIONS.find((candidate) => isAtOrUnder(candidate.path, pathname));
  if (!section) return null;
  const below = pathname.slice(section.path.replace(/\/+$/, '').length);
  return { section, segments: below.split('/').filter(Boolean).map(decoded) };
}
