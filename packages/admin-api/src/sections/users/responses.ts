import { arrayOf, fields, number, organisationFields, string, userFields } from '../../http/schemaFields';
import type { User, UserDetailResponse, UserOrganisation, UsersResponse } from '@portal/contract/users';

const user = fields<User>(userFields);

/** The users section's JSON answers (see http/schemaFields.ts). */
export const USERS_RESPONSES = {
  users: fields<UsersResponse>({ users: arrayOf(user), total: number, totalActive: number }),
  userDetail: fields<UserDetailResponse>({
    user,
    organisations: arrayOf(fields<UserOrganisation>({ ...organisationFields, role: string })),
  }),
} as const;
