import { paths } from '@portal/ui-core';
import type { ComponentType } from 'react';
import { isAtOrUnder } from '@portal/registry';
import { SECTIONS } from '../sections/sections';
import {
  ActivitiesIcon,
  CouponsIcon,
  DashboardIcon,
  OrganisationsIcon,
  SettingsIcon,
  UsersIcon,
} from './icons';

export interface MenuItem {
  label: string;
  path: string;
  icon: ComponentType;
}

/** The menu icon of each registry icon key (packages/registry/src/registry.json `icon`). */
const SECTION_ICONS: Readonly<Record<string, ComponentType>> = {
  dashboard: DashboardIcon,
  activities: ActivitiesIcon,
  users: UsersIcon,
  organisations: OrganisationsIcon,
  coupons: CouponsIcon,
};

function sectionIcon(key: string): ComponentType {
  const icon = SECTION_ICONS[key];
  if (!icon)
    throw new Error(`No menu icon "${key}": add it to SECTION_ICONS in shell/src/layout/menuItems.ts`);
  return icon;
}

/** The side menu: the sections, then a separate group with Settings (spec section 2). */
export const SECTION_ITEMS: readonly MenuItem[] = SECTIONS.map(({ label, path, icon }) => ({
  label,
  path,
  icon: sectionIcon(icon),
}));
export const SETTINGS_ITEMS: readonly MenuItem[] = [
  { label: 'Settings', path: paths.settings, icon: SettingsIcon },
];

/** Highlighted when the current path is the item's or under it (see isAtOrUnder). */
export const isMenuItemActive = isAtOrUnder;
