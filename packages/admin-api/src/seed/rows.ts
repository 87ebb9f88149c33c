// Rows as the seed inserts them, from the schema: every column but the generated ones, each given
// (nullable ones as null), instants as ISO strings.
import type { Table } from 'drizzle-orm';
import type {
  activities,
  coupons,
  invitations,
  invoices,
  memberships,
  organisations,
  promotionCodes,
  users,
} from '../db/schema';

export type SeedRow<T extends Table> = Required<T['$inferInsert']>;

export type OrganisationRow = SeedRow<typeof organisations>;
export type UserRow = SeedRow<typeof users>;
export type MembershipRow = SeedRow<typeof memberships>;
export type InvitationRow = SeedRow<typeof invitations>;
export type InvoiceRow = SeedRow<typeof invoices>;
export type CouponRow = SeedRow<typeof coupons>;
export type PromotionCodeRow = SeedRow<typeof promotionCodes>;
export type ActivityRow = SeedRow<typeof activities>;
