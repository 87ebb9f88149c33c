import type { InvoicesResponse } from '@portal/contract/organisations';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invoices } from '../../db/schema';
import type { PageQuery } from '../../http/schemas';
import { iso } from '../../queries/selections';

export async function listOrganisationInvoices(
  db: Database,
  organisationId: string,
  query: PageQuery,
): Promise<InvoicesResponse> {
  const ofOrganisation = eq(invoices.organisation_id, organisationId);
  const [rows, [counts]] = await Promise.all([
    db.orm
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        total: invoices.total,
        amountDue: invoices.amount_due,
        amountRefunded: invoices.amount_refunded,
        refunded: invoices.refunded,
        currency: invoices.currency,
        created: iso(invoices.created),
        invoicePdf: invoices.invoice_pdf,
      })
      .from(invoices)
      .where(ofOrganisation)
      .orderBy(desc(invoices.created), desc(invoices.id))
      .limit(query.limit)
      .offset(query.offset),
    db.orm.select({ total: count() }).from(invoices).where(ofOrganisation),
  ]);
  return { invoices: rows, total: counts!.total };
}
