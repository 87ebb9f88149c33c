// The one list of the portal's apps (registry.json): the shell, and per section its remote name,
// folder, port, base path, menu label and icon key. The shell's menu and routes, `paths`, the
// standalone mounts, the builds, the launcher, jest, lint and the API's development origins read it.
// It is pure data: the shell's first wave and the plain-JS configs read it too.
import registry from './registry.json';

export interface RegisteredApp {
  /** Module Federation name; for a section also its key in portal-config.json `remotes`. */
  name: string;
  /** Folder under the repository root (and its npm workspace). */
  folder: string;
  /** Default port of its dev server and of `npm start`. */
  port: number;
}

export interface RegisteredSection extends RegisteredApp {
  /** Where the shell mounts the section (it owns this path and everything under it). */
  basePath: string;
  /** Its side-menu label, in menu order. */
  label: string;
  /** Which of the shell's menu icons it shows (shell/src/layout/menuItems.ts). */
  icon: string;
  /** Who sees it; absent: every admin. `auditors`: only a profile with `auditor: true` (issue 73). */
  audience?: SectionAudience;
}

/** The audiences a section may be limited to. */
export const SECTION_AUDIENCES = ['auditors'] as const;
export type SectionAudience = (typeof SECTION_AUDIENCES)[number];

/**
 * The menu icons every shell has (shell/src/layout/menuItems.ts draws one per key); a section names
 * one of them, so a new section needs no shell build.
 */
// `section` is the shell's generic icon (Material's "apps"): a new section's until it names its own.
export const SECTION_ICON_KEYS = [
  'dashboard',
  'activities',
  'users',
  'organisations',
  'coupons',
  'section',
] as const;
export type SectionIconKey = (typeof SECTION_ICON_KEYS)[number];

export const SHELL_APP: RegisteredApp = registry.shell;

/** The sections in menu order. */
// JSON types `audience` as a string: registry.test.ts checks each is one of SECTION_AUDIENCES.
export const SECTION_REGISTRY = registry.sections as readonly RegisteredSection[];

export const API_DEFAULT_PORT: number = registry.apiPort;

/** The registered section called `name`; throws for a name the registry does not know. */
export function registeredSection(name: string): RegisteredSection {
  const section = SECTION_REGISTRY.find((candidate) => candidate.name === name);
  if (!section) throw new Error(`Unknown section "${name}": add it to packages/registry/src/registry.json`);
  return section;
}
