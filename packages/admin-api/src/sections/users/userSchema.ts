import { accountFields, type Schema } from '../../http/schemaFields';
import type { User } from '@portal/contract/users';

/**
 * A user's fields as every answer that embeds a user writes them (a team's members too): the
 * account's, and any field only this section sends.
 */
export const userFields = { ...accountFields } satisfies Record<keyof User, Schema>;
