import { paths } from '@portal/ui-core';
import { isMenuItemActive, sectionItems, SETTINGS_ITEMS } from '../layout/menuItems';

export const TITLE_SUFFIX = ' | ADMIN';
const DEFAULT_TITLE = 'Admin Portal';

const pageTitles = (): readonly { path: string; title: string }[] => [
  ...[...sectionItems(), ...SETTINGS_ITEMS].map((item) => ({ path: item.path, title: item.label })),
  { path: paths.login, title: 'Login' },
  { path: '/auth', title: 'Signing in' },
];

/** The browser tab's title for a path: the page's name, then the ADMIN suffix (docs/product.md "Who it is for"). */
export function documentTitleFor(pathname: string): string {
  const page = pageTitles().find((candidate) => isMenuItemActive(candidate.path, pathname));
  return `${page?.title ?? DEFAULT_TITLE}${TITLE_SUFFIX}`;
}
