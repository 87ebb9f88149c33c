// Dates in Australian English (spec "Dates"), money from minor units. Written out here rather
// than through Intl: the first Intl object a page makes costs Chromium 10-15 ms of ICU start-up,
// about a twentieth of a cold page (README, Decisions), and the one locale the spec names needs
// only month names, a 12-hour clock and thousands separators. format.test.ts checks every output
// against Intl's own en-AU.
export const NEVER_TEXT = 'Never';
export const DEFAULT_CURRENCY = 'AUD';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
// en-AU's short months: four letters for June, July and September.
const SHORT_MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'June',
  'July',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A whole, non-negative number with a comma every three digits: '12,345'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** What Intl writes for a number that is not finite. */
function nonFiniteText(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  return value < 0 ? '-∞' : '∞';
}

/** '5 Mar 2025' in the browser's time zone. */
function dayMonthYear(date: Date): string {
  return `${date.getDate()} ${SHORT_MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
}

/** '2:07 pm' in the browser's time zone. */
function hourMinute(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 Mar 2025', or 'Never' when missing. */
export function formatDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? dayMonthYear(date) : NEVER_TEXT;
}

/** '5 Mar 2025, 2:07 pm', or 'Never' when missing. */
export function formatDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? `${dayMonthYear(date)}, ${hourMinute(date)}` : NEVER_TEXT;
}

/** 'YYYY-MM' to 'Mar 2025' (chart axis). */
export function formatMonth(month: string): string {
  const date = toDate(`${month}-01T00:00:00Z`);
  return date ? `${SHORT_MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}` : month;
}

/** A whole number with thousands separators: '12,345'. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return nonFiniteText(value);
  const rounded = Math.round(Math.abs(value));
  return `${value < 0 && rounded > 0 ? '-' : ''}${groupThousands(String(rounded))}`;
}

/** 1..12 to 'January'..'December'; anything else gives null. */
export function monthName(month: number | null | undefined): string | null {
  if (!month || month < 1 || month > 12 || !Number.isInteger(month)) return null;
  return MONTH_NAMES[month - 1] ?? null;
}

const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX']);

/** Minor units to major units of the currency (cents to dollars). */
export function toMajorUnits(minorUnits: number, currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? minorUnits : minorUnits / 100;
}

/** '1,234.50': two decimals with thousands separators, rounded half away from zero. */
function twoDecimals(value: number): string {
  if (!Number.isFinite(value)) return nonFiniteText(value);
  // Rounded from the number as it is written (1.005 gives 1.01, as Intl does), not from its binary
  // value (1.00499...); a number JavaScript writes with an exponent is far from two decimals anyway.
  const written = String(Math.abs(value));
  const hundredths = Math.round(written.includes('e') ? Math.abs(value) * 100 : Number(`${written}e2`));
  const whole = groupThousands(String(Math.floor(hundredths / 100)));
  const fraction = String(hundredths % 100).padStart(2, '0');
  return `${value < 0 && hundredths > 0 ? '-' : ''}${whole}.${fraction}`;
}

/** '1,234.50 AUD': amount with two decimals and the upper-case currency code. */
export function formatMoney(minorUnits: number, currency: string | null | undefined): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  return `${twoDecimals(toMajorUnits(minorUnits, code))} ${code}`;
}
