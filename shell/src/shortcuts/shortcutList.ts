import { configuredSections, type SectionInfo } from '../sections/sections';

/** `g` starts a section shortcut, so no section may take it. */
const SEQUENCE_KEY = 'g';

export interface SectionShortcut {
  key: string;
  label: string;
  path: string;
}

/**
 * `g` then a key goes to a section: each configured section, in menu order, takes the first letter
 * of its label that no section before it took (Dashboard `d`, Activities `a`, Users `u`, ...), so a
 * section added to the config gets its shortcut without a shell build.
 */
export function sectionShortcuts(sections: readonly SectionInfo[] = configuredSections()): SectionShortcut[] {
  const taken = new Set([SEQUENCE_KEY]);
  return sections.flatMap(({ label, path }) => {
    const key = [...label.toLowerCase()].find((letter) => /[a-z]/.test(letter) && !taken.has(letter));
    if (key === undefined) return [];
    taken.add(key);
    return [{ key, label, path }];
  });
}

/** What the `?` dialog lists: the keys as pressed, and what they do. */
export function shortcutList(): { keys: string; action: string }[] {
  return [
    ...sectionShortcuts().map(({ key, label }) => ({ keys: `g then ${key}`, action: `Go to ${label}` })),
    { keys: '/', action: "Focus the page's search" },
    { keys: 'Ctrl+K or Cmd+K', action: 'Quick find' },
    { keys: '?', action: 'Show these shortcuts' },
  ];
}
