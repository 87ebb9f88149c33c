// GET /admin/invoices/organisation/{id}?limit=10: the latest invoices (lifetime value sums these).
import { API_LIMITS, idPath, useApiQuery, withQuery } from '@portal/api';
import type { InvoicesResponse } from '@portal/admin-api/contract/organisations';

export const INVOICES_ERROR_TEXT = 'Failed to fetch invoices';

export function organisationInvoicesPath(organisationId: string | null | undefined): string | null {
  const path = idPath('/admin/invoices/organisation', organisationId);
  return path && withQuery(path, { limit: API_LIMITS.invoiceLimit });
}

export function useOrganisationInvoices(organisationId: string | null | undefined) {
  return useApiQuery<InvoicesResponse>(organisationInvoicesPath(organisationId));
}
