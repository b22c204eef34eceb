import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the toaster's default is 5000 (spec section 9). */
  duration?: number;
  /** One way onward, drawn as a link inside the toast ("Sign in" back to this product). */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  /** A path of this site (paths.ts). */
  to: string;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// Spec section 9: one toast at a time; a dismissed toast lingers (closed) for 1,000,000 ms before removal.
const TOAST_LIMIT = 1;
const REMOVE_DELAY_MS = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function dismissToast(id?: number) {
  publish(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) if (!item.open) scheduleRemoval(item.id);
}

/** Shows a toast, replacing the one on screen. Callable from anywhere, including outside React. */
export function toast(input: ToastInput) {
  const id = nextId++;
  for (const item of toasts) {
    const timer = removalTimers.get(item.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(item.id);
  }
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A page rendered on the server (and its hydration) starts with no toasts.
const NO_TOASTS: typeof toasts = [];

export function useToast() {
  const current = useSyncExternalStore(subscribe, () => toasts, () => NO_TOASTS);
  return { toasts: current, toast, dismiss: dismissToast };
}
