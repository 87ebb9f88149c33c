import { execFileSync } from 'node:child_process';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  monthName,
  NEVER_TEXT,
} from './format';

// The portal writes en-AU dates and numbers itself (format.ts): each output must be what Intl's own
// en-AU gives, the text staff saw while the portal used Intl.
const intlDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const intlDateTime = new Intl.DateTimeFormat('en-AU', DATE_TIME);
const intlMonthYear = new Intl.DateTimeFormat('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const intlMonthName = new Intl.DateTimeFormat('en-AU', { month: 'long', timeZone: 'UTC' });
const intlCount = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const intlTwoDecimals = (value: number) =>
  value.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Every day of two years (one a leap year), each at a different hour and minute. */
function sampleInstants(): Date[] {
  const instants: Date[] = [];
  for (let day = 0; day < 731; day += 1) {
    instants.push(new Date(Date.UTC(2024, 0, 1 + day, day % 24, (day * 7) % 60, 30)));
  }
  return instants;
}

describe('formatDate and formatDateTime', () => {
  it("write what Intl's en-AU writes, for every day and hour", () => {
    for (const instant of sampleInstants()) {
      expect(formatDate(instant.toISOString())).toBe(intlDate.format(instant));
      expect(formatDateTime(instant.toISOString())).toBe(intlDateTime.format(instant));
    }
  });

  it("write the spec's examples, with en-AU's four-letter months", () => {
    expect(formatDate('2025-03-05T00:00:00')).toBe('5 Mar 2025');
    expect(formatDate('2025-09-21T10:00:00')).toBe('21 Sept 2025');
    expect(formatDateTime('2025-03-05T14:07:00')).toBe('5 Mar 2025, 2:07 pm');
    expect(formatDateTime('2025-06-30T00:05:00')).toBe('30 June 2025, 12:05 am');
    expect(formatDateTime('2025-07-01T12:00:00')).toBe('1 July 2025, 12:00 pm');
  });

  it("show 'Never' for a missing or unreadable date", () => {
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatDate(missing)).toBe(NEVER_TEXT);
      expect(formatDateTime(missing)).toBe(NEVER_TEXT);
    }
  });
});

describe('formatDateTime in other time zones', () => {
  // Jest keeps its own copy of the environment, so another time zone takes a Node process of its own.
  it("writes what Intl's en-AU writes across daylight-saving changes and half-hour offsets", () => {
    const script = `
      const format = await import(${JSON.stringify(require.resolve('./format'))});
      const { formatDateTime } = format.default ?? format;
      const results = {};
      for (const zone of ['Australia/Sydney', 'Australia/Adelaide', 'America/St_Johns']) {
        process.env.TZ = zone;
        const intl = new Intl.DateTimeFormat('en-AU', ${JSON.stringify(DATE_TIME)});
        let differences = 0;
        for (let hour = 0; hour < 2 * 366 * 24; hour += 5) {
          const instant = new Date(Date.UTC(2024, 0, 1, hour, hour % 60));
          if (formatDateTime(instant.toISOString()) !== intl.format(instant)) differences += 1;
        }
        results[intl.resolvedOptions().timeZone] = differences;
      }
      console.log(JSON.stringify(results));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({
      'Australia/Sydney': 0,
      'Australia/Adelaide': 0,
      'America/St_Johns': 0,
    });
  });
});

describe('formatMonth and monthName', () => {
  it("write every month as Intl's en-AU does, whatever the browser's time zone", () => {
    for (let month = 1; month <= 12; month += 1) {
      const padded = String(month).padStart(2, '0');
      const first = new Date(Date.UTC(2025, month - 1, 1));
      expect(formatMonth(`2025-${padded}`)).toBe(intlMonthYear.format(first));
      expect(monthName(month)).toBe(intlMonthName.format(first));
    }
  });

  it('leave what is not a month as it is', () => {
    expect(formatMonth('soon')).toBe('soon');
    for (const notAMonth of [0, 13, 1.5, null, undefined]) expect(monthName(notAMonth)).toBeNull();
  });
});

describe('formatCount', () => {
  it('groups thousands the Australian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it("writes what Intl's en-AU writes, rounding to whole numbers", () => {
    const values = [
      1,
      12,
      999,
      1000,
      99999,
      100000,
      123456789,
      2 ** 53 - 1,
      -1,
      -1234,
      -1000000,
      2.5,
      -2.5,
      1234.4,
    ];
    for (const value of values) expect(formatCount(value)).toBe(intlCount.format(value));
    for (const value of [Number.NaN, Infinity, -Infinity])
      expect(formatCount(value)).toBe(intlCount.format(value));
  });
});

describe('formatMoney', () => {
  it('writes two decimals and the upper-case currency, AUD by default', () => {
    expect(formatMoney(123450, 'aud')).toBe('1,234.50 AUD');
    expect(formatMoney(5, null)).toBe('0.05 AUD');
    expect(formatMoney(-129999, 'usd')).toBe('-1,299.99 USD');
    expect(formatMoney(1500, 'JPY')).toBe('1,500.00 JPY');
  });

  it("writes the amounts Intl's en-AU writes, rounding half away from zero", () => {
    const minorUnits = [0, 1, 9, 10, 99, 100, 101, 1999, 100000, 123456789, 98765432101, -1, -250, -100001];
    for (const units of minorUnits)
      expect(formatMoney(units, 'AUD')).toBe(`${intlTwoDecimals(units / 100)} AUD`);
    for (const units of [100.5, 1.005 * 100, 267.5, 0.4]) {
      expect(formatMoney(units, 'AUD')).toBe(`${intlTwoDecimals(units / 100)} AUD`);
    }
  });
});
