import { arrayOf, boolean, orNull, string, type Schema } from '../../http/schemaFields';
import type { User } from './contract';

/** A user's fields as every answer that embeds a user writes them (a team's members, the session's user). */
export const userFields = {
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
