import { makeInvoice } from '../testing/fixtures';
import { lifetimeValueText, teamMembersText, transactionsText } from './metrics';

describe('lifetimeValueText', () => {
  it('sums amountDue in minor units and shows two decimals with the first invoice currency', () => {
    const invoices = [
      makeInvoice({ amountDue: 123_456, total: 999_999, currency: 'usd' }),
      makeInvoice({ amountDue: 44, currency: 'aud' }),
      makeInvoice({ amountDue: 0 }),
    ];
    expect(lifetimeValueText(invoices)).toBe('1,235.00 USD');
  });

  it('keeps cents exact', () => {
    expect(lifetimeValueText([makeInvoice({ amountDue: 1999 }), makeInvoice({ amountDue: 1 })])).toBe(
      '20.00 AUD',
    );
    expect(lifetimeValueText([makeInvoice({ amountDue: 5 })])).toBe('0.05 AUD');
  });

  it('is 0.00 AUD without invoices', () => {
    expect(lifetimeValueText([])).toBe('0.00 AUD');
  });
});

describe('teamMembersText', () => {
  it('shows the count over the quota', () => {
    expect(teamMembersText(3, 10)).toBe('3 / 10');
    expect(teamMembersText(0, 0)).toBe('0 / 0');
    expect(teamMembersText(1234, 10_000)).toBe('1,234 / 10,000');
  });

  it('shows the -1 quota as Unlimited', () => {
    expect(teamMembersText(7, -1)).toBe('7 / Unlimited');
    expect(teamMembersText(1500, -1)).toBe('1,500 / Unlimited');
  });
});

describe('transactionsText', () => {
  it('shows allocated over total', () => {
    expect(transactionsText(87, 120)).toBe('87 / 120');
    expect(transactionsText(2075, 4408)).toBe('2,075 / 4,408');
    expect(transactionsText(999, 1_000_000)).toBe('999 / 1,000,000');
  });
});
