/**
 * Stands in for MUI's `locale/utils/buildFormatNumber` in every app's build (lazyMuiNumberFormat.ts
 * of @portal/build): the same formatter, made on its first use instead of when the module
 * loads. MUI's TablePagination builds one at load for its default row label, so every page that loads the
 * shared tables would pay ICU's start-up (the first Intl object of a page, 10-15 ms), though the
 * portal's tables write that label themselves (DataTable).
 */
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | null | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
