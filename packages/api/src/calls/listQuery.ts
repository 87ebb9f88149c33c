import type { Query } from '../http/apiClient';

export interface ListParams {
  search?: string;
  limit: number;
  offset?: number;
}

/** A searchable list's query in the fixed order search, limit, offset; search only when it has text. */
export function listQuery({ search, limit, offset }: ListParams): Query {
  const text = search?.trim();
  return { search: text ? text : undefined, limit, offset };
}
