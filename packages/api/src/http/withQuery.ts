// Pure, so that a section's `./prefetch` can build its paths without loading the shared client
// (see ../paths.ts).
export type QueryValue = string | number | boolean | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** `path?a=1&b=2` with the parameters in the order given and undefined ones left out. */
export function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([name, value]) => {
    if (value !== undefined) params.append(name, String(value));
  });
  const queryString = params.toString();
  return queryString ? `${path}?${queryString}` : path;
}
