import { makeInvoice } from '../testing/fixtures';
import { invoiceStatusDisplay } from './invoiceStatus';

describe('invoiceStatusDisplay', () => {
  it('shows Refunded when the refund covers at least the total', () => {
    expect(invoiceStatusDisplay(makeInvoice({ refunded: true, total: 5000, amountRefunded: 5000 }))).toEqual({
      label: 'Refunded',
      color: 'default',
    });
    expect(
      invoiceStatusDisplay(makeInvoice({ refunded: true, total: 5000, amountRefunded: 6000 })).label,
    ).toBe('Refunded');
  });

  it('shows Partially Refunded when less than the total came back', () => {
    expect(
      invoiceStatusDisplay(makeInvoice({ refunded: true, total: 5000, amountRefunded: 4999 })).label,
    ).toBe('Partially Refunded');
  });

  it('shows the status otherwise: paid green, open amber, the rest neutral', () => {
    const shown = (['paid', 'open', 'draft', 'uncollectible', 'void'] as const).map((status) =>
      invoiceStatusDisplay(makeInvoice({ status, amountRefunded: 100 })),
    );
    expect(shown).toEqual([
      { label: 'paid', color: 'success' },
      { label: 'open', color: 'warning' },
      { label: 'draft', color: 'default' },
      { label: 'uncollectible', color: 'default' },
      { label: 'void', color: 'default' },
    ]);
  });
});
