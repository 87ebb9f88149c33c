import type { Invoice } from '@portal/contract/organisations';
import {
  ExternalLink,
  QueryTable,
  SectionCard,
  StatusChip,
  formatDate,
  formatMoney,
  stripeUrls,
  type Column,
} from '@portal/ui';
import { INVOICES_ERROR_TEXT, useOrganisationInvoices } from '../api/organisationInvoices';
import { invoiceStatusDisplay } from '../rules/invoiceStatus';

function InvoiceStatusChip({ invoice }: { invoice: Invoice }) {
  const { label, color } = invoiceStatusDisplay(invoice);
  return <StatusChip label={label} color={color} />;
}

const COLUMNS: readonly Column<Invoice>[] = [
  {
    id: 'number',
    header: 'Invoice #',
    render: (invoice) => (
      <ExternalLink href={stripeUrls.invoice(invoice.id)}>{invoice.number ?? invoice.id}</ExternalLink>
    ),
  },
  { id: 'status', header: 'Status', render: (invoice) => <InvoiceStatusChip invoice={invoice} /> },
  { id: 'amount', header: 'Amount', render: (invoice) => formatMoney(invoice.total, invoice.currency) },
  { id: 'created', header: 'Created', render: (invoice) => formatDate(invoice.created) },
  {
    id: 'pdf',
    header: 'PDF',
    render: (invoice) =>
      invoice.invoicePdf ? <ExternalLink href={invoice.invoicePdf}>Download</ExternalLink> : '—',
  },
];

/** The latest invoices, each linked to the payment provider's dashboard; loads on its own. */
export function InvoicesCard({ organisationId }: { organisationId: string }) {
  return (
    <SectionCard title="Invoices">
      <QueryTable
        label="Invoices"
        query={useOrganisationInvoices(organisationId)}
        rowsOf={(data) => data.invoices}
        errorText={INVOICES_ERROR_TEXT}
        loadingLabel="Loading invoices"
        columns={COLUMNS}
        emptyText="No invoices found"
      />
    </SectionCard>
  );
}
