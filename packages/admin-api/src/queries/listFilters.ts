import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The rows a query asks for: its condition, written with placeholders, and their values. */
export interface ListFilter {
  /** Undefined for the whole list. */
  where: SQL | undefined;
  values: Record<string, unknown>;
  /** Names the condition's form: filters of one shape differ only in their values. */
  shape: string;
}

export const WHOLE_LIST: ListFilter = { where: undefined, values: {}, shape: 'all' };

/**
 * One filter of a list, a query parameter of the same name: the JSON schema its value must meet
 * (a bad value is a 400) and the condition the value makes (its placeholder holds the value).
 * `Value` is what the parameter is once validated.
 */
export interface FilterDefinition<Value> {
  schema: Readonly<Record<string, unknown>>;
  condition(value: Placeholder): SQL;
  /** Carries `Value` for FilterValues; never set. */
  readonly value?: Value;
}

export type ListFilters = Readonly<Record<string, FilterDefinition<unknown>>>;

/** The filters of a list that has none. */
export type NoFilters = Readonly<Record<never, FilterDefinition<unknown>>>;

/**
 * The filters a section's contract declares (`UsersFilters` in `@portal/contract/users`), each a
 * definition of its value's type: a list's filters `satisfies` this, so a filter the contract does
 * not name (or one it names and the list lacks) fails the type check.
 */
export type ContractFilters<Values> = {
  readonly [Name in keyof Values]-?: FilterDefinition<NonNullable<Values[Name]>>;
};

/** The parameters of `Filters`, each optional (absent: any value). */
export type FilterValues<Filters extends ListFilters> = {
  [Name in keyof Filters]?: Filters[Name] extends FilterDefinition<infer Value> ? Value : never;
};

/** Rows whose `column` equals the parameter, a value `schema` accepts. */
export function columnEquals<Value>(
  column: AnyPgColumn,
  schema: Readonly<Record<string, unknown>>,
): FilterDefinition<Value> {
  return { schema, condition: (value) => eq(column, value) };
}

/** `true` or `false` (absent: both). */
export const booleanFilter = (column: AnyPgColumn) => columnEquals<boolean>(column, { type: 'boolean' });

/** One of `values`. */
export const oneOfFilter = <Value extends string>(column: AnyPgColumn, values: readonly Value[]) =>
  columnEquals<Value>(column, { type: 'string', enum: [...values] });

/**
 * `base` narrowed by every filter of `filters` the query gives a value: the list's pages, its totals
 * and its export all read this one condition.
 */
export function withFilters(
  filters: ListFilters,
  query: Readonly<Record<string, unknown>>,
  base: ListFilter = WHOLE_LIST,
): ListFilter {
  const used = Object.keys(filters).filter((name) => query[name] !== undefined);
  if (used.length === 0) return base;
  return {
    where: and(base.where, ...used.map((name) => filters[name]!.condition(sql.placeholder(name)))),
    values: { ...base.values, ...Object.fromEntries(used.map((name) => [name, query[name]])) },
    shape: [base.shape, ...used].join(','),
  };
}
