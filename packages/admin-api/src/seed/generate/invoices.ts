import type { InvoiceStatus } from '@portal/contract';
import { type SeedCalendar, DAY_MS, addDays } from '../anchor';
import { createRandom, type Random } from '../random';
import type { InvoiceRow } from '../rows';
import type { GeneratedOrganisation } from './organisations';

/** Monthly plan prices in cents including GST. */
const PLAN_PRICES = [5390, 10890, 21890, 54890];
const BILLING_PERIOD_DAYS = 30;

/**
 * One invoice per billing month from the end of the trial until the anchor (or until a cancelled
 * subscription ended), for every organisation with a payment-provider customer.
 */
export function generateInvoices(
  organisations: readonly GeneratedOrganisation[],
  calendar: SeedCalendar,
): InvoiceRow[] {
  const random = createRandom('invoices');
  return organisations.flatMap((organisation) => {
    const { row } = organisation;
    if (!row.stripe_customer_id || row.subscription_status === 'TRIALING') return [];
    const price = random.pick(PLAN_PRICES);
    const currency = random.weighted({ aud: 92, nzd: 5, usd: 3 });
    const prefix = random.chars(8, '0123456789ABCDEF');
    const ended = row.subscription_status === 'CANCELED' || row.subscription_status === 'INACTIVE';
    const end =
      ended && row.subscription_valid_until ? new Date(row.subscription_valid_until) : calendar.anchor;
    const invoices: InvoiceRow[] = [];
    for (
      let created = addDays(organisation.createdAt, 14);
      created < end;
      created = addDays(created, BILLING_PERIOD_DAYS)
    ) {
      const isLatest = created.getTime() + BILLING_PERIOD_DAYS * DAY_MS >= end.getTime();
      const status = invoiceStatus(random, isLatest, row.subscription_status === 'PAST_DUE');
      invoices.push(
        invoiceRow(random, row.id, prefix, invoices.length + 1, status, price, currency, created),
      );
    }
    return invoices;
  });
}

function invoiceStatus(random: Random, isLatest: boolean, pastDue: boolean): InvoiceStatus {
  if (isLatest && pastDue) return 'open';
  if (isLatest && random.chance(0.05)) return 'draft';
  return random.weighted({ paid: 94, void: 3, uncollectible: 3 });
}

function invoiceRow(
  random: Random,
  organisationId: string,
  prefix: string,
  sequence: number,
  status: InvoiceStatus,
  total: number,
  currency: string,
  created: Date,
): InvoiceRow {
  const refund = status === 'paid' ? random.weighted({ none: 96, full: 2, partial: 2 }) : 'none';
  const amountRefunded =
    refund === 'full' ? total : refund === 'partial' ? Math.round((total * random.int(10, 60)) / 100) : 0;
  const isDraft = status === 'draft';
  return {
    id: `in_${random.chars(24)}`,
    organisation_id: organisationId,
    // Drafts get their number (and PDF) only when finalised, as with Stripe.
    number: isDraft ? null : `${prefix}-${String(sequence).padStart(4, '0')}`,
    status,
    total,
    amount_due: total,
    amount_refunded: amountRefunded,
    refunded: amountRefunded > 0,
    currency,
    created: created.toISOString(),
    invoice_pdf: isDraft
      ? null
      : `https://pay.stripe.com/invoice/acct_1PortalDemo/live_${random.chars(40)}/pdf`,
  };
}
