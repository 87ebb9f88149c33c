import { isAtOrUnder, type SectionIconKey } from '@portal/registry';
import { paths } from '@portal/ui-core';
import type { ComponentType } from 'react';
import { configuredSections, isSectionFor } from '../sections/sections';
import {
  ActivitiesIcon,
  CouponsIcon,
  DashboardIcon,
  OrganisationsIcon,
  SectionIcon,
  SettingsIcon,
  UsersIcon,
} from './icons';

export interface MenuItem {
  label: string;
  path: string;
  icon: ComponentType;
  /** The remote behind the item (a section's), whose code the menu may fetch ahead of a click. */
  section?: string;
}

/** The menu icon of each icon key a section may name (portal-config.json `icon`). */
const SECTION_ICONS: Readonly<Record<string, ComponentType>> = {
  dashboard: DashboardIcon,
  activities: ActivitiesIcon,
  users: UsersIcon,
  organisations: OrganisationsIcon,
  coupons: CouponsIcon,
  section: SectionIcon,
} satisfies Record<SectionIconKey, ComponentType>;

/**
 * A section's menu icon; a key this shell does not know (a section deployed after it, naming an icon
 * added to a later shell) gets the default one.
 */
export const sectionIcon = (key: string): ComponentType => SECTION_ICONS[key] ?? SectionIcon;

/**
 * The side menu: the configured sections `viewer` may see (all of them without one: the page titles),
 * then a separate group with Settings (docs/product.md "Screens").
 */
export function sectionItems(viewer?: { auditor?: boolean } | null): readonly MenuItem[] {
  const shown = configuredSections().filter(
    (section) => viewer === undefined || isSectionFor(section, viewer),
  );
  return shown.map(({ name, label, path, icon }) => ({
    label,
    path,
    icon: sectionIcon(icon),
    section: name,
  }));
}
export const SETTINGS_ITEMS: readonly MenuItem[] = [
  { label: 'Settings', path: paths.settings, icon: SettingsIcon },
];

/** Highlighted when the current path is the item's or under it (see isAtOrUnder). */
export const isMenuItemActive = isAtOrUnder;
