import type { Invoice, InvoicesResponse } from '@portal/api/contract';
import type { Database } from '../db/database';
import type { PageQuery } from '../http/schemas';

export async function listOrganisationInvoices(
  db: Database,
  organisationId: string,
  query: PageQuery,
): Promise<InvoicesResponse> {
  const [invoices, [counts]] = await Promise.all([
    db.query<Invoice>(
      `select i.id, i.number, i.status, i.total, i.amount_due as "amountDue", i.amount_refunded as "amountRefunded",
         i.refunded, i.currency, iso(i.created) as created, i.invoice_pdf as "invoicePdf"
       from invoices i where i.organisation_id = $1
       order by i.created desc, i.id desc limit $2 offset $3`,
      [organisationId, query.limit, query.offset],
    ),
    db.query<{ total: number }>('select count(*)::int as total from invoices where organisation_id = $1', [
      organisationId,
    ]),
  ]);
  return { invoices, total: counts!.total };
}
