import type { CouponsResponse } from '@portal/contract/coupons';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { ApiGet } from './api/targets';
import type { ReadyCondition } from './readiness';

/** A route of the portal and what on it counts as its main content having arrived. */
export interface BenchRoute {
  name: string;
  path: string;
  signedIn: boolean;
  ready: ReadyCondition[];
}

/** A table with at least two rows: data, not its loading or empty row. */
const tableRows = (label: string): ReadyCondition => ({
  selector: `main table[aria-label="${label}"] tbody tr`,
  minCount: 2,
});
const heading = (text: string): ReadyCondition => ({ selector: 'main h1', text });

/** The eight routes of the figures; the two detail pages show the first organisation and coupon. */
export async function benchRoutes(get: ApiGet): Promise<BenchRoute[]> {
  const [organisation] = (await get<OrganisationsResponse>('/admin/organisations?limit=1')).organisations;
  const [coupon] = (await get<CouponsResponse>('/admin/coupons?limit=1')).coupons;
  if (!organisation || !coupon) throw new Error('The API has no organisation or no coupon to open');
  return [
    {
      name: '/login',
      path: '/login',
      signedIn: false,
      ready: [{ selector: 'main button', text: 'Sign in with Google' }],
    },
    {
      name: '/app',
      path: '/app',
      signedIn: true,
      // The growth chart's three lines and the recent activity rows.
      ready: [
        { selector: 'main svg .recharts-line path.recharts-line-curve', minCount: 3 },
        { selector: 'main table tbody tr', minCount: 2 },
      ],
    },
    { name: '/app/users', path: '/app/users', signedIn: true, ready: [tableRows('Users')] },
    {
      name: '/app/organisations',
      path: '/app/organisations',
      signedIn: true,
      ready: [tableRows('Organisations')],
    },
    {
      name: 'organisation detail',
      path: `/app/organisations/${organisation.id}`,
      signedIn: true,
      ready: [heading(organisation.name)],
    },
    { name: '/app/coupons', path: '/app/coupons', signedIn: true, ready: [tableRows('Coupons')] },
    {
      name: 'coupon detail',
      path: `/app/coupons/${encodeURIComponent(coupon.id)}`,
      signedIn: true,
      ready: [heading(coupon.name ?? coupon.id)],
    },
    { name: '/app/activities', path: '/app/activities', signedIn: true, ready: [tableRows('Activities')] },
  ];
}
