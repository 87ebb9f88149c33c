// The arithmetic of the organisation detail's metric cards (docs/product.md "Screens", Organisation detail).
import type { Invoice } from '@portal/contract/organisations';
import { DEFAULT_CURRENCY, formatCount, formatMoney } from '@portal/ui';

const UNLIMITED_TEXT = 'Unlimited';

/** Quota value meaning "no limit" (docs/product.md "Numbers"). */
const UNLIMITED_QUOTA = -1;

/**
 * Lifetime Value: the sum of `amountDue` of the invoices the API returns (the latest 10), in the
 * first invoice's currency, AUD when there are none; two decimals, e.g. '1,234.50 AUD'.
 */
export function lifetimeValueText(invoices: readonly Invoice[]): string {
  const totalMinorUnits = invoices.reduce((sum, invoice) => sum + invoice.amountDue, 0);
  return formatMoney(totalMinorUnits, invoices[0]?.currency ?? DEFAULT_CURRENCY);
}

/** Team Members: '{count} / {quotaMaxUsers}', with the -1 quota shown as Unlimited. */
export function teamMembersText(memberCount: number, quotaMaxUsers: number): string {
  const quota = quotaMaxUsers === UNLIMITED_QUOTA ? UNLIMITED_TEXT : formatCount(quotaMaxUsers);
  return `${formatCount(memberCount)} / ${quota}`;
}

/** Transactions: '{allocated} / {total}', e.g. '2,075 / 4,408'. */
export function transactionsText(allocated: number, total: number): string {
  return `${formatCount(allocated)} / ${formatCount(total)}`;
}
