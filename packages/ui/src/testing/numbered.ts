/** `make(n)` for each n from `first` to `last`: the numbered rows of a list test's page ('Org 26'..'Org 50'). */
export function numbered<T>(first: number, last: number, make: (n: number) => T): T[] {
  return Array.from({ length: last - first + 1 }, (_, index) => make(first + index));
}
