import {
  arrayOf,
  boolean,
  fields,
  number,
  orNull,
  organisationFields,
  string,
  userFields,
  userSummary,
} from '../../http/schemaFields';
import type {
  Invitation,
  Invoice,
  InvoicesResponse,
  Organisation,
  OrganisationDetailResponse,
  OrganisationsResponse,
  TeamMember,
  TeamResponse,
} from '@portal/contract/organisations';

const organisation = fields<Organisation>(organisationFields);

/** The organisations section's JSON answers (see http/schemaFields.ts). */
export const ORGANISATIONS_RESPONSES = {
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
} as const;
