import { acceptsCsv, CSV_BOM, csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+2', "'=1+2"],
    ['+61 2 9999 0000', "'+61 2 9999 0000"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', '"\'\rCR"'],
    ['a "quoted", text', '"a ""quoted"", text"'],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
    ['a=b', 'a=b'],
  ])('%j becomes %j', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('ends a line with CRLF', () => expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n'));
});

describe('acceptsCsv', () => {
  it.each([
    ['text/csv', true],
    ['application/json, text/csv;q=0.9', true],
    ['TEXT/CSV; charset=utf-8', true],
    ['*/*', false],
    ['application/json', false],
    [undefined, false],
  ])('%j: %j', (accept, expected) => expect(acceptsCsv(accept)).toBe(expected));
});

describe('CSV_BOM', () => {
  it("is UTF-8's byte order mark, the bytes that make Excel read the file as UTF-8", () => {
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
