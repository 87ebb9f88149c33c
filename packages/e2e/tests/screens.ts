// The portal's signed-in screens and its sections, for the tests that visit every one of them.
import type { CouponsResponse } from '@portal/contract/coupons';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import { SECTION_REGISTRY } from '@portal/registry';

type Api = { get<T>(path: string): Promise<T> };

export interface Screen {
  name: string;
  /** The screen's URL; a detail screen shows the first row of its list. */
  path(api: Api): Promise<string>;
}

const fixed = (path: string) => async () => path;
/** The detail screen (`screenPath`/id) of the first row the API lists at `listPath`. */
const firstRow =
  <List>(listPath: string, idOf: (list: List) => string | undefined, screenPath: string) =>
  async (api: Api) => {
    const id = idOf(await api.get<List>(listPath));
    if (id === undefined) throw new Error(`${listPath} lists no rows`);
    return `${screenPath}/${id}`;
  };

export const SCREENS = {
  dashboard: { name: 'dashboard', path: fixed('/app') },
  activities: { name: 'activities', path: fixed('/app/activities') },
  users: { name: 'users list', path: fixed('/app/users') },
  user: {
    name: 'user detail',
    path: firstRow<UsersResponse>('/admin/users?limit=1&offset=0', (list) => list.users[0]?.id, '/app/users'),
  },
  organisations: { name: 'organisations list', path: fixed('/app/organisations') },
  organisation: {
    name: 'organisation detail',
    path: firstRow<OrganisationsResponse>(
      '/admin/organisations?limit=1&offset=0',
      (list) => list.organisations[0]?.id,
      '/app/organisations',
    ),
  },
  coupons: { name: 'coupons list', path: fixed('/app/coupons') },
  coupon: {
    name: 'coupon detail',
    path: firstRow<CouponsResponse>('/admin/coupons?limit=1', (list) => list.coupons[0]?.id, '/app/coupons'),
  },
  settings: { name: 'settings', path: fixed('/settings') },
} satisfies Record<string, Screen>;

/** The registered sections in menu order: the remote serving each, its path, its menu label (= page heading). */
export const SECTIONS = SECTION_REGISTRY.map(({ name, basePath, label }) => ({
  remote: name,
  label,
  // The dashboard's '/app/' is the page the router writes '/app'.
  path: basePath.replace(/(.)\/$/, '$1'),
}));
