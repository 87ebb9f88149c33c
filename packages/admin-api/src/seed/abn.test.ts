import { abnFromBody, formatAbn, isValidAbn } from './abn';

describe('ABN checksum', () => {
  it('accepts published ABNs and rejects a changed digit', () => {
    expect(isValidAbn('51824753556')).toBe(true); // Australian Taxation Office
    expect(isValidAbn('53004085616')).toBe(true);
    expect(isValidAbn('51824753557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('51 824 753 556')).toBe(false);
  });

  it('completes any nine-digit body into a valid ABN that keeps the body', () => {
    for (const body of ['000000000', '999999999', '824753556', '123456789', '004085616']) {
      const abn = abnFromBody(body);
      expect(abn).toMatch(/^[1-9]\d{10}$/);
      expect(abn.slice(2)).toBe(body);
      expect(isValidAbn(abn)).toBe(true);
    }
    expect(abnFromBody('824753556')).toBe('51824753556');
  });

  it('prints ABNs the way the register does', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});
