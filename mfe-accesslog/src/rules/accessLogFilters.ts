// The access log's filters as its URL holds them (`staff`, `subject`, `action`, `from`, `to`) and as
// the API takes them: a day of the date range is the auditor's own day, sent as its start and end
// instants, so "2 Dec" means 2 Dec where the auditor is, not in UTC.
import { ACCESSLOG_ACTIONS, type AccesslogAction, type AccesslogFilters } from '@portal/contract/accesslog';
import type { ListFilter } from '@portal/list-state/pure';

/** The text and date filters' keys in the page's URL (the action is a list filter of its own). */
export const TEXT_FILTER_KEYS = ['staff', 'subject', 'from', 'to'] as const;
export type TextFilterKey = (typeof TEXT_FILTER_KEYS)[number];
export type AccessLogTextFilters = Partial<Record<TextFilterKey, string>>;

/** The action select: Any, or one of the audit's actions. */
export const ACTION_FILTER = {
  key: 'action',
  label: 'Action',
  anyLabel: 'Any',
  options: ACCESSLOG_ACTIONS.map((action) => ({ value: action, label: action })),
} as const satisfies ListFilter<'action', AccesslogAction>;
export const ACCESSLOG_FILTERS = [ACTION_FILTER] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local day `YYYY-MM-DD` as a Date at its midnight; null for anything else. */
export function localDay(text: string | undefined): Date | null {
  const match = text ? DAY.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The URL's text filters as they are typed: trimmed, empty ones left out, bad days left out. */
export function textFiltersOf(params: URLSearchParams): AccessLogTextFilters {
  const values: AccessLogTextFilters = {};
  for (const key of TEXT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !localDay(value)) continue;
    values[key] = value;
  }
  return values;
}

/** The API's filters: `from` the start of its local day, `to` the start of the day after its day. */
export function apiFiltersOf(
  text: AccessLogTextFilters,
  action: AccesslogAction | undefined,
): AccesslogFilters {
  const from = localDay(text.from);
  const to = localDay(text.to);
  if (to) to.setDate(to.getDate() + 1);
  return {
    staff: text.staff,
    subject: text.subject,
    action,
    from: from?.toISOString(),
    to: to?.toISOString(),
  };
}

/** The query string the log's filters add to a request, in a fixed order. */
export const filterParams = (filters: AccesslogFilters) => ({
  staff: filters.staff,
  subject: filters.subject,
  action: filters.action,
  from: filters.from,
  to: filters.to,
});
