// The entities the session and several sections share, as the admin API sends them
// (docs/api/openapi.json). Each section's own answers and entities (`User`, `Organisation`,
// `Coupon`, ...) are that section's, in its API folder's contract module
// (`@portal/admin-api/contract/<name>`), so a field added for one section needs no release of this
// shared package. Dates are ISO 8601 strings; money is an integer in the currency's minor unit with
// a lower-case ISO currency code, as the payment provider sends them. Fields the API may not know
// are `null`, never absent.
import type { AuthProvider, UserStatus } from './enums';

/**
 * The signed-in user as `GET /user/profile` answers it and localStorage `user` stores it: a user's
 * account's fields and the platform role. The session's own type, so declared here in full; the
 * users section's `User` is this type less the role.
 */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  status: UserStatus;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  isAdmin: boolean;
  providers: AuthProvider[];
  googleId: string | null;
  xeroId: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  /** Platform role label; the account menu shows DEFAULT_ROLE_LABEL when absent. */
  role?: string | null;
}

/** The short user shape embedded in activities and invitations (and shown by `@portal/ui`'s chips). */
export interface UserSummary {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatarUrl: string | null;
  isAdmin: boolean;
}

/** The short organisation shape embedded in activities (and shown by `@portal/ui`'s chips). */
export interface OrganisationSummary {
  id: string;
  name: string;
}
