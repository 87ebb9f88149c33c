import { paths } from '@portal/ui-core';
import type { ComponentType } from 'react';
import { isAtOrUnder, SECTIONS, type SectionName } from '../sections/sections';
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

/** The side menu: the sections, then a separate group with Settings (spec section 2). */
const SECTION_ICONS: Readonly<Record<SectionName, ComponentType>> = {
  dashboard: DashboardIcon,
  activities: ActivitiesIcon,
  users: UsersIcon,
  organisations: OrganisationsIcon,
  coupons: CouponsIcon,
};

export const SECTION_ITEMS: readonly MenuItem[] = SECTIONS.map(({ name, label, path }) => ({
  label,
  path,
  icon: SECTION_ICONS[name],
}));
export const SETTINGS_ITEMS: readonly MenuItem[] = [
  { label: 'Settings', path: paths.settings, icon: SettingsIcon },
];

/** Highlighted when the current path is the item's or under it (see isAtOrUnder). */
export const isMenuItemActive = isAtOrUnder;
