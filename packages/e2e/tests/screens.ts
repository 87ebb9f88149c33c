// The portal's signed-in screens and its sections, for the tests that visit every one of them.
import type { CouponsResponse, OrganisationsResponse, UsersResponse } from '@portal/api/contract';

type Api = { get<T>(path: string): Promise<T> };

export interface Screen {
  name: string;
  /** The screen's URL; a detail screen shows the first row of its list. */
  path(api: Api): Promise<string>;
}

const fixed = (path: string) => async () => path;

export const SCREENS = {
  dashboard: { name: 'dashboard', path: fixed('/app') },
  activities: { name: 'activities', path: fixed('/app/activities') },
  users: { name: 'users list', path: fixed('/app/users') },
  user: {
    name: 'user detail',
    path: async (api: Api) => {
      const { users } = await api.get<UsersResponse>('/admin/users?limit=1&offset=0');
      return `/app/users/${users[0]!.id}`;
    },
  },
  organisations: { name: 'organisations list', path: fixed('/app/organisations') },
  organisation: {
    name: 'organisation detail',
    path: async (api: Api) => {
      const { organisations } = await api.get<OrganisationsResponse>('/admin/organisations?limit=1&offset=0');
      return `/app/organisations/${organisations[0]!.id}`;
    },
  },
  coupons: { name: 'coupons list', path: fixed('/app/coupons') },
  coupon: {
    name: 'coupon detail',
    path: async (api: Api) => {
      const { coupons } = await api.get<CouponsResponse>('/admin/coupons?limit=1');
      return `/app/coupons/${coupons[0]!.id}`;
    },
  },
  settings: { name: 'settings', path: fixed('/settings') },
} satisfies Record<string, Screen>;

/** The five sections in menu order: the remote serving each, its path, its menu label (= page heading). */
export const SECTIONS = [
  { remote: 'dashboard', label: 'Dashboard', path: '/app' },
  { remote: 'activities', label: 'Activities', path: '/app/activities' },
  { remote: 'users', label: 'Users', path: '/app/users' },
  { remote: 'organisations', label: 'Organisations', path: '/app/organisations' },
  { remote: 'coupons', label: 'Coupons', path: '/app/coupons' },
];
