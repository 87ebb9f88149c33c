import type {
  OrganisationSummary,
  QuickFindCoupon,
  QuickFindInvoice,
  QuickFindOrganisation,
  QuickFindResponse,
  QuickFindUser,
  SessionUser,
  UserSummary,
} from '@portal/api/contract';
import type { ActivitiesResponse, Activity, ActivityListItem } from '../sections/activities/contract';
import type {
  Coupon,
  CouponDetailResponse,
  CouponOrganisation,
  CouponsResponse,
  PromotionCode,
} from '../sections/coupons/contract';
import type { GrowthPoint, GrowthResponse } from '../sections/dashboard/contract';
import type {
  Invitation,
  Invoice,
  InvoicesResponse,
  Organisation,
  OrganisationDetailResponse,
  OrganisationsResponse,
  TeamMember,
  TeamResponse,
} from '../sections/organisations/contract';
import type { User, UserDetailResponse, UserOrganisation, UsersResponse } from '../sections/users/contract';
import type { TokenPair } from '../auth/tokens';

// JSON schemas of every JSON answer, written from the contract's types: each section's answers from
// its folder's contract.ts, the shared shapes (session, summaries, quick find) from @portal/api/contract.
// Fastify serializes an answer through its route's schema, which writes the listed fields only:
// an internal field a query lets through never reaches a client (and serializing is faster).
// `fields<T>` takes exactly the keys of T, so a field added to the contract fails to compile here
// until its schema is written. No `required`: the contract's types already say what a query returns.

type Schema = Readonly<Record<string, unknown>>;

const string = { type: 'string' } as const;
const number = { type: 'number' } as const;
const boolean = { type: 'boolean' } as const;
/** `schema` or null (a null would otherwise be written as "" or 0). */
const orNull = (schema: Schema): Schema =>
  typeof schema.type === 'string'
    ? { ...schema, type: [schema.type, 'null'] }
    : { ...schema, nullable: true };
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });

/** An object with exactly the fields of T. */
const fields = <T>(properties: { [Key in keyof Required<T>]: Schema }): Schema => ({
  type: 'object',
  additionalProperties: false,
  properties,
});

const organisationFields = {
  id: string,
  name: string,
  legalName: orNull(string),
  abn: orNull(string),
  contactNumber: orNull(string),
  website: orNull(string),
  billingEmail: orNull(string),
  createdAt: string,
  subscriptionStatus: orNull(string),
  subscriptionValidUntil: orNull(string),
  cardValidUntil: orNull(string),
  stripeCustomerId: orNull(string),
  promotionCode: orNull(string),
  couponId: orNull(string),
  connectedToXero: boolean,
  xeroLastSyncTransactionsAt: orNull(string),
  taxYearStartMonth: orNull(number),
  completedOnboarding: boolean,
  quotaMaxUsers: number,
} satisfies Record<keyof Organisation, Schema>;
const organisation = fields<Organisation>(organisationFields);

const userFields = {
  id: string,
  email: string,
  firstName: orNull(string),
  lastName: orNull(string),
  avatarUrl: orNull(string),
  status: string,
  emailVerified: boolean,
  twoFactorEnabled: boolean,
  isAdmin: boolean,
  providers: arrayOf(string),
  googleId: orNull(string),
  xeroId: orNull(string),
  createdAt: string,
  lastLoginAt: orNull(string),
} satisfies Record<keyof User, Schema>;
const user = fields<User>(userFields);

const userSummary = fields<UserSummary>({
  id: string,
  firstName: orNull(string),
  lastName: orNull(string),
  email: string,
  avatarUrl: orNull(string),
  isAdmin: boolean,
});
const organisationSummary = fields<OrganisationSummary>({ id: string, name: string });

const coupon = fields<Coupon>({
  id: string,
  name: orNull(string),
  percentOff: orNull(number),
  amountOff: orNull(number),
  currency: orNull(string),
  duration: string,
  durationInMonths: orNull(number),
  redeemBy: orNull(string),
  timesRedeemed: number,
  maxRedemptions: orNull(number),
  valid: boolean,
  created: string,
  promotionCodes: arrayOf(fields<PromotionCode>({ code: string, attributions: number })),
});

const activityListItem = fields<ActivityListItem>({
  activity: fields<Activity>({ id: string, activityType: string, description: string, createdAt: string }),
  user: orNull(userSummary),
  organisation: orNull(organisationSummary),
});

/** The 200 answer of each JSON route. */
export const RESPONSES = {
  users: fields<UsersResponse>({ users: arrayOf(user), total: number, totalActive: number }),
  userDetail: fields<UserDetailResponse>({
    user,
    organisations: arrayOf(fields<UserOrganisation>({ ...organisationFields, role: string })),
  }),
  organisations: fields<OrganisationsResponse>({
    organisations: arrayOf(organisation),
    total: number,
    totalActive: number,
  }),
  organisationDetail: fields<OrganisationDetailResponse>({
    organisation,
    totalProjects: number,
    totalTransactions: number,
    totalTransactionsAllocated: number,
  }),
  coupons: fields<CouponsResponse>({ coupons: arrayOf(coupon), total: number }),
  couponDetail: fields<CouponDetailResponse>({
    coupon,
    organisations: arrayOf(
      fields<CouponOrganisation>({
        id: string,
        name: string,
        legalName: orNull(string),
        promotionCode: orNull(string),
        subscriptionStatus: orNull(string),
        createdAt: string,
      }),
    ),
  }),
  activities: fields<ActivitiesResponse>({ activities: arrayOf(activityListItem), total: number }),
  invoices: fields<InvoicesResponse>({
    invoices: arrayOf(
      fields<Invoice>({
        id: string,
        number: orNull(string),
        status: string,
        total: number,
        amountDue: number,
        amountRefunded: number,
        refunded: boolean,
        currency: string,
        created: string,
        invoicePdf: orNull(string),
      }),
    ),
    total: number,
  }),
  team: fields<TeamResponse>({
    users: arrayOf(fields<TeamMember>({ ...userFields, role: string, joinedAt: string })),
    invitations: arrayOf(
      fields<Invitation>({
        id: string,
        email: string,
        role: string,
        status: string,
        expiresAt: string,
        invitedBy: orNull(userSummary),
      }),
    ),
  }),
  growth: fields<GrowthResponse>({
    growth: arrayOf(
      fields<GrowthPoint>({
        month: string,
        userCount: number,
        activeUsers: orNull(number),
        organisationCount: number,
      }),
    ),
  }),
  quickFind: fields<QuickFindResponse>({
    users: arrayOf(
      fields<QuickFindUser>({
        id: string,
        email: string,
        firstName: orNull(string),
        lastName: orNull(string),
      }),
    ),
    organisations: arrayOf(
      fields<QuickFindOrganisation>({
        id: string,
        name: string,
        legalName: orNull(string),
        abn: orNull(string),
      }),
    ),
    coupons: arrayOf(fields<QuickFindCoupon>({ id: string, name: orNull(string), code: orNull(string) })),
    invoices: arrayOf(
      fields<QuickFindInvoice>({
        id: string,
        number: string,
        organisationId: string,
        organisationName: string,
      }),
    ),
  }),
  sessionUser: fields<SessionUser>({ ...userFields, role: orNull(string) }),
  tokenPair: fields<TokenPair>({ token: string, refreshToken: string }),
} as const;
