import { paths } from '@portal/ui-core';
import type { ComponentType } from 'react';
import { ActivitiesIcon, CouponsIcon, DashboardIcon, OrganisationsIcon, UsersIcon } from '../layout/icons';

/** One section of the portal: a remote mounted by the shell. The menu and the routes read this list. */
export interface SectionInfo {
  /** Remote name, the key in portal-config.json `remotes`; the shell loads `${name}/Section`. */
  name: string;
  label: string;
  /** Where the menu links to; the section is mounted at this path and everything under it. */
  path: string;
  icon: ComponentType;
}

export const SECTIONS: readonly SectionInfo[] = [
  { name: 'dashboard', label: 'Dashboard', path: paths.dashboard, icon: DashboardIcon },
  { name: 'activities', label: 'Activities', path: paths.activities, icon: ActivitiesIcon },
  { name: 'users', label: 'Users', path: paths.users, icon: UsersIcon },
  { name: 'organisations', label: 'Organisations', path: paths.organisations, icon: OrganisationsIcon },
  { name: 'coupons', label: 'Coupons', path: paths.coupons, icon: CouponsIcon },
];
