// Australian Business Numbers are 11 digits, read in the groups 'XX XXX XXX XXX'.
const ABN_PATTERN = /^(\d{2})(\d{3})(\d{3})(\d{3})$/;

/** '51824753556' to '51 824 753 556'; anything that is not 11 digits is shown as it came. */
export function formatAbn(abn: string | null | undefined): string | null {
  if (!abn) return null;
  const digits = abn.replace(/\s/g, '');
  const groups = ABN_PATTERN.exec(digits);
  return groups ? groups.slice(1).join(' ') : abn;
}
