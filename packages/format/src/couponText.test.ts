import { couponStatusText, discountText, durationText, promotionCodeLabel, redeemedText } from './couponText';

describe('discountText', () => {
  it('reads a percentage as "n% off"', () => {
    expect(discountText({ percentOff: 25, amountOff: null, currency: null })).toBe('25% off');
    expect(discountText({ percentOff: 12.5, amountOff: null, currency: null })).toBe('12.5% off');
  });

  it('reads a fixed amount in major units with its currency, AUD when none is given', () => {
    expect(discountText({ percentOff: null, amountOff: 1050, currency: 'usd' })).toBe('10.50 USD off');
    expect(discountText({ percentOff: null, amountOff: 500000, currency: null })).toBe('5,000.00 AUD off');
  });

  it('shows a dash for a coupon with neither', () => {
    expect(discountText({ percentOff: null, amountOff: null, currency: null })).toBe('—');
  });
});

describe('durationText', () => {
  it('names forever and once as they are', () => {
    expect(durationText({ duration: 'forever', durationInMonths: null })).toBe('forever');
    expect(durationText({ duration: 'once', durationInMonths: null })).toBe('once');
  });

  it('adds the months to a repeating coupon', () => {
    expect(durationText({ duration: 'repeating', durationInMonths: 3 })).toBe('repeating (3 months)');
    expect(durationText({ duration: 'repeating', durationInMonths: 1 })).toBe('repeating (1 month)');
    expect(durationText({ duration: 'repeating', durationInMonths: null })).toBe('repeating');
  });
});

describe('redeemedText', () => {
  it('shows redeemed as n, or n / max with a cap', () => {
    expect(redeemedText({ timesRedeemed: 7, maxRedemptions: null })).toBe('7');
    expect(redeemedText({ timesRedeemed: 7, maxRedemptions: 50 })).toBe('7 / 50');
    expect(redeemedText({ timesRedeemed: 1234, maxRedemptions: null })).toBe('1,234');
    expect(redeemedText({ timesRedeemed: 1234, maxRedemptions: 10_000 })).toBe('1,234 / 10,000');
  });
});

describe('labels', () => {
  it('labels a promotion code with its attributions and a coupon as Valid or Invalid', () => {
    expect(promotionCodeLabel({ code: 'SPRING', attributions: 4 })).toBe('SPRING (4)');
    expect(promotionCodeLabel({ code: 'SPRING', attributions: 2048 })).toBe('SPRING (2,048)');
    expect(couponStatusText(true)).toBe('Valid');
    expect(couponStatusText(false)).toBe('Invalid');
  });
});
