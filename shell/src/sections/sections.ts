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
}

let configured: readonly SectionInfo[] = [];

/** Takes the configured sections, in menu order; called once, before the portal first renders. */
export function configureSections(sections: readonly PortalSection[]): void {
  configured = sections.map(({ name, label, basePath, icon }) => ({ name, label, path: basePath, icon }));
}

/** The configured sections, in menu order. */
export function configuredSections(): readonly SectionInfo[] {
  return configured;
}
