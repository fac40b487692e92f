import { create } from './store';

/** Spec constants for notifications. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'destructive' | 'success';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; durationMs?: number };
export type Toast = ToastInput & { id: number; open: boolean };

type ToastState = {
  toasts: Toast[];
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
  remove: (id: number) => void;
};

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  // One toast at a time: a new one replaces whatever is showing.
  show: (input) => {
    const id = nextId++;
    set((s) => ({ toasts: [{ ...input, id, open: true }, ...s.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss: (id) => {
    set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
    // A dismissed toast stays mounted (closed) until the spec's removal delay, then goes.
    setTimeout(() => useToastStore.getState().remove(id), TOAST_REMOVE_DELAY_MS);
  },
  remove: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** Show a notification from anywhere (components, stores, event handlers). */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
