import type { Organisation, OrganisationSummary, SessionUser, User, UserSummary } from '@portal/contract';

// The pieces every JSON answer's schema is written with (the shared answers' in
// responseSchemas.ts, each section's in its folder's responses.ts). Fastify serializes an answer
// through its route's schema, which writes the listed fields only: an internal field a query lets
// through never reaches a client (and serializing is faster). `fields<T>` takes exactly the keys of
// T, so a field added to a contract type fails to compile until its schema is written. No
// `required`: the contract's types already say what a query returns.

export type Schema = Readonly<Record<string, unknown>>;

export const string = { type: 'string' } as const;
export const number = { type: 'number' } as const;
export const boolean = { type: 'boolean' } as const;
/** `schema` or null (a null would otherwise be written as "" or 0). */
export const orNull = (schema: Schema): Schema =>
  typeof schema.type === 'string'
    ? { ...schema, type: [schema.type, 'null'] }
    : { ...schema, nullable: true };
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });

/** An object with exactly the fields of T. */
export const fields = <T>(properties: { [Key in keyof Required<T>]: Schema }): Schema => ({
  type: 'object',
  additionalProperties: false,
  properties,
});

/** The short user shape activities and invitations embed. */
export const userSummary = fields<UserSummary>({
  id: string,
  firstName: orNull(string),
  lastName: orNull(string),
  email: string,
  avatarUrl: orNull(string),
  isAdmin: boolean,
});
export const organisationSummary = fields<OrganisationSummary>({ id: string, name: string });

/** A user account's fields: the session's user (with its role and auditor flag) and the users section's `User`. */
export const accountFields = {
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
} satisfies Record<Exclude<keyof SessionUser, 'role' | 'auditor'>, Schema>;

/**
 * A user's fields as every answer that embeds a user writes them (a list row, a user's page, a
 * team's members): the account's. A field the contract's `User` gains is added here.
 */
export const userFields = { ...accountFields } satisfies Record<keyof User, Schema>;

/** An organisation's fields as every answer that embeds one writes them (a user's memberships too). */
export const organisationFields = {
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
