import { type ReactElement, type ReactNode, useSyncExternalStore } from 'react';

/** At most this many toasts are shown; a new one replaces the oldest. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it closes by itself. */
export const TOAST_DURATION_MS = 5000;
/** A closed toast stays in the store this long (its exit animation and any late update can still find it). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactElement;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function forget(id: string) {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; callable from anywhere, not only from components. */
export function toast(input: ToastInput) {
  const id = String(++counter);
  const next = [{ ...input, id, open: true }, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) forget(dropped.id);
  publish(next.slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes: ToastInput) => publish(toasts.map((t) => (t.id === id ? { ...t, ...changes } : t))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}

/** Empties the store; for tests. */
export function resetToasts(): void {
  for (const id of removalTimers.keys()) forget(id);
  publish([]);
}
