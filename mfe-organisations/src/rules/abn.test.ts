import { formatAbn } from './abn';

describe('formatAbn', () => {
  it('groups 11 digits as XX XXX XXX XXX', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('51 8247 53556')).toBe('51 824 753 556');
  });

  it('shows anything else as it came, and nothing when missing', () => {
    expect(formatAbn('1234')).toBe('1234');
    expect(formatAbn('51824753556x')).toBe('51824753556x');
    expect(formatAbn(null)).toBeNull();
    expect(formatAbn('')).toBeNull();
  });
});
