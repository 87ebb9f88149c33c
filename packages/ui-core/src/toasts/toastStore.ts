import { useSyncExternalStore } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

// docs/product.md "The session": at most 3 at once, hidden after 2 s, duplicates prevented.
export const MAX_TOASTS = 3;
export const TOAST_DURATION_MS = 2000;

// One store for the whole page: @portal/ui is a Module Federation singleton, so a toast shown by
// any remote lands in the one viewport the shell renders.
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Shows a toast unless the same message is already on screen; the oldest gives way past three. */
export function showToast(message: string, severity: ToastSeverity = 'info'): void {
  if (toasts.some((toast) => toast.message === message && toast.severity === severity)) return;
  const toast = { id: nextId++, message, severity };
  publish([...toasts, toast].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** What a screen uses to tell the user something (pull, don't push). */
export function useToast(): { showToast: typeof showToast } {
  return { showToast };
}
