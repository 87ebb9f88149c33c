import { paths } from '@portal/ui-core';
import type { ComponentType } from 'react';
import { SECTIONS } from '../sections/sections';
import { SettingsIcon } from './icons';

export interface MenuItem {
  label: string;
  path: string;
  icon: ComponentType;
}

/** The side menu: the sections, then a separate group with Settings (spec section 2). */
export const SECTION_ITEMS: readonly MenuItem[] = SECTIONS;
export const SETTINGS_ITEMS: readonly MenuItem[] = [
  { label: 'Settings', path: paths.settings, icon: SettingsIcon },
];

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * An item is highlighted when the current path starts with its path (at a segment boundary, so
 * /app/users-archive is not Users); Dashboard, whose path is /app/, only on exactly /app or /app/.
 */
export function isMenuItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === paths.dashboard) return withoutTrailingSlash(pathname) === paths.app;
  const base = withoutTrailingSlash(itemPath);
  return pathname === base || pathname.startsWith(`${base}/`);
}
