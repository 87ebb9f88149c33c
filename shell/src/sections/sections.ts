// The pure module, not the shared @portal/ui-core: the first wave (startup/firstWave.ts) finds the
// route's section before any shared module has loaded.
import { paths } from '@portal/ui-core/paths';

export type SectionName = 'dashboard' | 'activities' | 'users' | 'organisations' | 'coupons';

/** One section of the portal: a remote mounted by the shell. The menu and the routes read this list. */
export interface SectionInfo {
  /** Remote name, the key in portal-config.json `remotes`; the shell loads `${name}/Section`. */
  name: SectionName;
  label: string;
  /** Where the menu links to; the section is mounted at this path and everything under it. */
  path: string;
}

export const SECTIONS: readonly SectionInfo[] = [
  { name: 'dashboard', label: 'Dashboard', path: paths.dashboard },
  { name: 'activities', label: 'Activities', path: paths.activities },
  { name: 'users', label: 'Users', path: paths.users },
  { name: 'organisations', label: 'Organisations', path: paths.organisations },
  { name: 'coupons', label: 'Coupons', path: paths.coupons },
];

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * Whether `pathname` is at `path` or under it (at a segment boundary, so /app/users-archive is not
 * /app/users); the dashboard's /app/ only on exactly /app or /app/.
 */
export function isAtOrUnder(path: string, pathname: string): boolean {
  if (path === paths.dashboard) return withoutTrailingSlash(pathname) === paths.app;
  const base = withoutTrailingSlash(path);
  return pathname === base || pathname.startsWith(`${base}/`);
}
