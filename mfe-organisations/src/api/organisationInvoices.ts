// GET /admin/invoices/organisation/{id}?limit=10: the latest invoices (lifetime value sums these).
import { useApiQuery } from '@portal/api';
import type { InvoicesResponse } from '@portal/contract/organisations';
import { organisationInvoicesPath } from './paths';

export const INVOICES_ERROR_TEXT = 'Failed to fetch invoices';

export function useOrganisationInvoices(organisationId: string | null | undefined) {
  return useApiQuery<InvoicesResponse>(organisationInvoicesPath(organisationId));
}
