import { useSyncExternalStore } from 'react';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

const STORAGE_KEY = 'themeMode';
const listeners = new Set<() => void>();

function readStoredMode(): ColorMode {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return COLOR_MODES.find((mode) => mode === stored) ?? 'system';
}

let currentMode: ColorMode = readStoredMode();

/** Remembers the chosen theme mode for this browser and re-renders every themed root. */
export function setColorMode(mode: ColorMode): void {
  currentMode = mode;
  localStorage.setItem(STORAGE_KEY, mode);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useColorMode(): ColorMode {
  return useSyncExternalStore(
    subscribe,
    () => currentMode,
    () => currentMode,
  );
}
