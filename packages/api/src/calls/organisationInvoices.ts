// GET /admin/invoices/organisation/{id}?limit=10: the latest invoices (lifetime value sums these).
import useSWR, { type SWRResponse } from 'swr';
import { API_LIMITS, type InvoicesResponse } from '../contract';
import type { ApiError } from '../http/ApiError';
import { apiClient, withQuery } from '../http/apiClient';
import { idPath } from './idPath';

export const INVOICES_ERROR_TEXT = 'Failed to fetch invoices';

export function organisationInvoicesPath(organisationId: string | null | undefined): string | null {
  const path = idPath('/admin/invoices/organisation', organisationId);
  return path && withQuery(path, { limit: API_LIMITS.invoiceLimit });
}

export function useOrganisationInvoices(
  organisationId: string | null | undefined,
): SWRResponse<InvoicesResponse, ApiError> {
  return useSWR<InvoicesResponse, ApiError>(organisationInvoicesPath(organisationId), (path: string) =>
    apiClient.get<InvoicesResponse>(path),
  );
}
