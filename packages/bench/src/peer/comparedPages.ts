// The pages measured side by side, with the same "content visible" conditions in both apps: the
// peer's own (scripts/measure.js) and the portal's equivalent. Conditions are page-side function
// sources (see visibleProbe.ts).

export interface AppPage {
  path: string;
  signedIn: boolean;
  ready: string;
}

export interface ComparedPage {
  name: string;
  portal: AppPage;
  peer: AppPage;
  /** The most the portal may take, as a share of the peer's time (the issue's target). */
  target: number;
  /** The side menu's link to the page in each app (a selector): its first visit from the menu is timed too. */
  menuLink?: { portal: string; peer: string };
}

const rows = (selector: string, count: number) =>
  `() => document.querySelectorAll(${JSON.stringify(selector)}).length >= ${count}`;
const peerRows = rows('.RaDataTable-tbody .RaDataTable-row', 25);
// The list's own heading too: the dashboard shows an activity table of the same name, still there
// for a moment after a click on Activities in the menu.
const portalRows = (label: string, count = 25) =>
  `() => document.querySelector('main h1')?.textContent === ${JSON.stringify(label)} && (${rows(`main table[aria-label="${label}"] tbody tr`, count)})()`;

export interface PortalSamples {
  /** A user to open, with the e-mail its detail page shows. */
  user: { id: string; email: string };
  /** The coupons list holds every coupon on one page; the small data set has fewer than 25. */
  couponRows: number;
}

export function comparedPages({ user, couponRows }: PortalSamples): ComparedPage[] {
  const list = (name: string, path: string, label: string, count?: number): ComparedPage => ({
    name,
    portal: { path: `/app/${path}`, signedIn: true, ready: portalRows(label, count) },
    peer: { path: `/#/${path}`, signedIn: true, ready: peerRows },
    target: 0.5,
    menuLink: {
      portal: `nav[aria-label="Main menu"] a[aria-label=${JSON.stringify(label)}]`,
      peer: `a.RaMenuItemLink-root[href="#/${path}"]`,
    },
  });
  return [
    {
      name: 'login',
      portal: {
        path: '/login',
        signedIn: false,
        ready: `() => Array.from(document.querySelectorAll('main button')).some((b) => b.textContent.includes('Sign in with Google'))`,
      },
      peer: {
        path: '/#/login',
        signedIn: false,
        ready: `() => !!document.querySelector('form input[name="username"]') && !!document.querySelector('form input[name="password"]')`,
      },
      target: 0.5,
    },
    {
      name: 'dashboard',
      portal: {
        path: '/app',
        signedIn: true,
        // The stat figures, every line of the growth chart and the ten recent activities.
        ready: `() => (document.querySelector('main')?.textContent ?? '').includes('Total recorded') && document.querySelectorAll('main .recharts-line path.recharts-line-curve').length >= 3 && document.querySelectorAll('main table tbody tr').length >= 10`,
      },
      peer: {
        path: '/#/',
        signedIn: true,
        ready: `() => document.querySelectorAll('[data-testid="stat-value"]').length === 4 && document.querySelectorAll('[data-testid="activity-chart"] .recharts-line-curve').length >= 2`,
      },
      target: 0.6,
    },
    list('users list', 'users', 'Users'),
    list('organisations list', 'organisations', 'Organisations'),
    list('coupons list', 'coupons', 'Coupons', couponRows),
    // The activity list starts at 10 rows a page (README, Decisions).
    list('activities list', 'activities', 'Activities', 10),
    {
      name: 'user detail',
      portal: {
        path: `/app/users/${encodeURIComponent(user.id)}`,
        signedIn: true,
        ready: `() => (document.querySelector('main')?.textContent ?? '').includes(${JSON.stringify(user.email)})`,
      },
      peer: {
        path: '/#/users/1/show',
        signedIn: true,
        ready: `() => !!document.querySelector('.RaShow-main a[href^="mailto:"]') && !!document.querySelector('.RaShow-main a[href*="organisations/"]')`,
      },
      target: 0.5,
    },
  ];
}
