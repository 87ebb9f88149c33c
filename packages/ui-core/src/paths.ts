// Every route of the portal, built in one place: chips, rows, breadcrumbs and the menu use these.
export const paths = {
  home: '/',
  login: '/login',
  app: '/app',
  dashboard: '/app/',
  activities: '/app/activities',
  users: '/app/users',
  user: (id: string) => `/app/users/${encodeURIComponent(id)}`,
  organisations: '/app/organisations',
  organisation: (id: string) => `/app/organisations/${encodeURIComponent(id)}`,
  coupons: '/app/coupons',
  coupon: (id: string) => `/app/coupons/${encodeURIComponent(id)}`,
  settings: '/settings',
} as const;

// The payment provider's dashboard, for external links to customers, invoices and coupons.
const STRIPE_DASHBOARD = 'https://dashboard.stripe.com';
export const stripeUrls = {
  customer: (id: string) => `${STRIPE_DASHBOARD}/customers/${encodeURIComponent(id)}`,
  invoice: (id: string) => `${STRIPE_DASHBOARD}/invoices/${encodeURIComponent(id)}`,
  coupon: (id: string) => `${STRIPE_DASHBOARD}/coupons/${encodeURIComponent(id)}`,
};
