import type {
  QuickFindCoupon,
  QuickFindInvoice,
  QuickFindOrganisation,
  QuickFindResponse,
  QuickFindUser,
  SessionUser,
} from '@portal/contract';
import type { TokenPair } from '../auth/tokens';
import { accountFields, arrayOf, boolean, fields, orNull, string } from './schemaFields';

// The JSON answers that are no section's: the session (sign-in, profile) and quick find. Each
// section's are in its folder's responses.ts; all are written with schemaFields.ts.

/** The 200 answer of each shared JSON route. */
export const RESPONSES = {
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
  sessionUser: fields<SessionUser>({ ...accountFields, role: orNull(string), auditor: boolean }),
  tokenPair: fields<TokenPair>({ token: string, refreshToken: string }),
} as const;
