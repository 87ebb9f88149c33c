// How an invoice's status is shown (docs/product.md "Screens", Statuses).
import type { Invoice } from '@portal/contract/organisations';
import type { ChipColor } from '@portal/ui';

export interface InvoiceStatusDisplay {
  label: string;
  color: ChipColor;
}

const STATUS_COLORS: Partial<Record<string, ChipColor>> = { paid: 'success', open: 'warning' };

/**
 * A refunded invoice shows 'Refunded' when at least its total was refunded, else 'Partially
 * Refunded'; any other invoice shows its status, paid green, open amber, the rest neutral.
 */
export function invoiceStatusDisplay(
  invoice: Pick<Invoice, 'status' | 'refunded' | 'amountRefunded' | 'total'>,
): InvoiceStatusDisplay {
  if (invoice.refunded) {
    return {
      label: invoice.amountRefunded >= invoice.total ? 'Refunded' : 'Partially Refunded',
      color: 'default',
    };
  }
  return { label: invoice.status, color: STATUS_COLORS[invoice.status] ?? 'default' };
}
