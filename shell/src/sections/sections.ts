// The sections as portal-config.json lists them, read when the portal starts (startPortal.tsx):
// a section added to a deployed portal's config appears without a shell build.
import type { PortalSection } from '@portal/registry';

/** One section of the portal: a remote mounted by the shell. The menu and the routes read this list. */
export interface SectionInfo {
  /** Remote name; the shell loads `${name}/Section`. */
  name: string;
  label: string;
  /** Where the menu links to; the section is mounted at this path and everything under it. */
  path: string;
  /** The key of its menu icon (layout/menuItems.ts). */
  icon: string;
  /** `auditors`: only a profile with `auditor: true` sees it (portal-config.json `audience`). */
  audience?: PortalSection['audience'];
}

let configured: readonly SectionInfo[] = [];

/** Takes the configured sections, in menu order; called once, before the portal first renders. */
export function configureSections(sections: readonly PortalSection[]): void {
  configured = sections.map(({ name, label, basePath, icon, audience }) => ({
    name,
    label,
    path: basePath,
    icon,
    ...(audience && { audience }),
  }));
}

/**
 * Whether the signed-in `viewer` may see `section`: every admin, but a section limited to auditors
 * only an auditor (the profile's `auditor` flag). The API refuses everyone else on its own.
 */
export function isSectionFor(
  section: Pick<SectionInfo, 'audience'>,
  viewer: { auditor?: boolean } | null,
): boolean {
  return section.audience !== 'auditors' || viewer?.auditor === true;
}

/** The configured sections, in menu order. */
export function configuredSections(): readonly SectionInfo[] {
  return configured;
}
