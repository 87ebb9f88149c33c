import { formatCount } from './format';

describe('formatCount', () => {
  it('groups thousands the Australian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
