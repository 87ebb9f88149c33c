// Every route of the portal, built in one place: chips, rows, breadcrumbs and the menu use these.
// The sections' paths come from the registry (packages/registry/src/registry.json).
import { registeredSection } from '@portal/registry';

const basePath = (section: string) => registeredSection(section).basePath;
const under = (section: string) => (id: string) => `${basePath(section)}/${encodeURIComponent(id)}`;

export const paths = {
  home: '/',
  login: '/login',
  app: '/app',
  dashboard: basePath('dashboard'),
  activities: basePath('activities'),
  users: basePath('users'),
  user: under('users'),
  organisations: basePath('organisations'),
  organisation: under('organisations'),
  coupons: basePath('coupons'),
  coupon: under('coupons'),
  settings: '/settings',
} as const;

/** The access log filtered by one user's or organisation's id (auditors only, issue 73). */
export const accessHistoryPath = (subjectId: string) =>
  `${basePath('accesslog')}?subject=${encodeURIComponent(subjectId)}`;

// The payment provider's dashboard, for external links to customers, invoices and coupons.
const STRIPE_DASHBOARD = 'https://dashboard.stripe.com';
export const stripeUrls = {
  customer: (id: string) => `${STRIPE_DASHBOARD}/customers/${encodeURIComponent(id)}`,
  invoice: (id: string) => `${STRIPE_DASHBOARD}/invoices/${encodeURIComponent(id)}`,
  coupon: (id: string) => `${STRIPE_DASHBOARD}/coupons/${encodeURIComponent(id)}`,
};
