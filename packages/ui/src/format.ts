// Dates in Australian English (spec "Dates"), money from minor units. One formatter per kind,
// created once: Intl formatters are expensive to build per cell.
export const NEVER_TEXT = 'Never';
export const DEFAULT_CURRENCY = 'AUD';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const monthYearFormat = new Intl.DateTimeFormat('en-AU', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthNameFormat = new Intl.DateTimeFormat('en-AU', { month: 'long', timeZone: 'UTC' });
const countFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 Mar 2025', or 'Never' when missing. */
export function formatDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : NEVER_TEXT;
}

/** '5 Mar 2025, 2:07 pm', or 'Never' when missing. */
export function formatDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : NEVER_TEXT;
}

/** 'YYYY-MM' to 'Mar 2025' (chart axis). */
export function formatMonth(month: string): string {
  const date = toDate(`${month}-01T00:00:00Z`);
  return date ? monthYearFormat.format(date) : month;
}

/** A whole number with thousands separators: '12,345'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** 1..12 to 'January'..'December'; anything else gives null. */
export function monthName(month: number | null | undefined): string | null {
  if (!month || month < 1 || month > 12 || !Number.isInteger(month)) return null;
  return monthNameFormat.format(new Date(Date.UTC(2000, month - 1, 1)));
}

const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX']);

/** Minor units to major units of the currency (cents to dollars). */
export function toMajorUnits(minorUnits: number, currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? minorUnits : minorUnits / 100;
}

/** '1,234.50 AUD': amount with two decimals and the upper-case currency code. */
export function formatMoney(minorUnits: number, currency: string | null | undefined): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  const amount = toMajorUnits(minorUnits, code).toLocaleString('en-AU', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount} ${code}`;
}
