import buildFormatNumber from './muiFormatNumber';

describe("the lazy stand-in for MUI's buildFormatNumber", () => {
  it('builds no Intl object until it formats a number', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      const format = buildFormatNumber('en-US');
      expect(numberFormat).not.toHaveBeenCalled();
      expect(format(1234567)).toBe('1,234,567');
      expect(format(25)).toBe('25');
      expect(numberFormat).toHaveBeenCalledTimes(1);
    } finally {
      numberFormat.mockRestore();
    }
  });

  it('formats as MUI does: the locale grouping, and what is not finite as plain text', () => {
    expect(buildFormatNumber('de-DE')(1234567)).toBe('1.234.567');
    expect(buildFormatNumber('en-US')(Number.NaN)).toBe('NaN');
    expect(buildFormatNumber('en-US')(Infinity)).toBe('Infinity');
    expect(buildFormatNumber('not a locale!')(1234)).toBe('1234');
  });
});
