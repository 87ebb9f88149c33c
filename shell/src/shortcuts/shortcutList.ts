import { paths } from '@portal/ui';

/** `g` then one of these keys goes to the section. */
export const SECTION_SHORTCUTS = [
  { key: 'd', label: 'Dashboard', path: paths.dashboard },
  { key: 'a', label: 'Activities', path: paths.activities },
  { key: 'u', label: 'Users', path: paths.users },
  { key: 'o', label: 'Organisations', path: paths.organisations },
  { key: 'c', label: 'Coupons', path: paths.coupons },
] as const;

/** What the `?` dialog lists: the keys as pressed, and what they do. */
export const SHORTCUT_LIST: readonly { keys: string; action: string }[] = [
  ...SECTION_SHORTCUTS.map(({ key, label }) => ({ keys: `g then ${key}`, action: `Go to ${label}` })),
  { keys: '/', action: "Focus the page's search" },
  { keys: 'Ctrl+K or Cmd+K', action: 'Quick find' },
  { keys: '?', action: 'Show these shortcuts' },
];
