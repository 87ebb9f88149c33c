import { maxRedemptionsText, remainingRedemptions, remainingText } from './couponText';

describe('redemption arithmetic', () => {
  it('counts what remains under the cap, never below zero', () => {
    expect(remainingRedemptions({ timesRedeemed: 7, maxRedemptions: 50 })).toBe(43);
    expect(remainingRedemptions({ timesRedeemed: 50, maxRedemptions: 50 })).toBe(0);
    expect(remainingRedemptions({ timesRedeemed: 52, maxRedemptions: 50 })).toBe(0);
    expect(remainingText({ timesRedeemed: 7, maxRedemptions: 50 })).toBe('43');
    expect(remainingText({ timesRedeemed: 766, maxRedemptions: 2000 })).toBe('1,234');
  });

  it('says Unlimited for max and remaining without a cap', () => {
    expect(remainingRedemptions({ timesRedeemed: 7, maxRedemptions: null })).toBeNull();
    expect(remainingText({ timesRedeemed: 7, maxRedemptions: null })).toBe('Unlimited');
    expect(maxRedemptionsText({ maxRedemptions: null })).toBe('Unlimited');
    expect(maxRedemptionsText({ maxRedemptions: 50 })).toBe('50');
    expect(maxRedemptionsText({ maxRedemptions: 2000 })).toBe('2,000');
  });
});
