/** The zero-based index of the last page of `total` rows at `pageSize` a page; 0 when there are none. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}
