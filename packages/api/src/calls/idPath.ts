/** `base/{id}` for a detail call, or null (SWR: do not fetch) while the id is not known yet. */
export function idPath(base: string, id: string | null | undefined): string | null {
  return id ? `${base}/${encodeURIComponent(id)}` : null;
}
