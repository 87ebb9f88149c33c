// Pure modules, not the shared @portal/ui-core: the first wave (startup/firstWave.ts) finds the
// route's section before any shared module has loaded.
import { SECTION_REGISTRY } from '@portal/registry';

/** One section of the portal: a remote mounted by the shell. The menu and the routes read this list. */
export interface SectionInfo {
  /** Remote name, the key in portal-config.json `remotes`; the shell loads `${name}/Section`. */
  name: string;
  label: string;
  /** Where the menu links to; the section is mounted at this path and everything under it. */
  path: string;
  /** The key of its menu icon (layout/menuItems.ts). */
  icon: string;
}

/** The registry's sections, in menu order. */
export const SECTIONS: readonly SectionInfo[] = SECTION_REGISTRY.map(({ name, label, basePath, icon }) => ({
  name,
  label,
  path: basePath,
  icon,
}));
