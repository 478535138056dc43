import { create } from 'zustand';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-constants';

export type ToastVariant = 'default' | 'destructive';

export type Toast = {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

export type ToastInput = { title?: string; description?: string; variant?: ToastVariant };

type ToastState = {
  toasts: Toast[];
  add: (toast: Toast) => void;
  dismiss: (id?: string) => void;
  remove: (id?: string) => void;
};

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string, remove: (id: string) => void) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      remove(id);
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  add: (toast) => set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) })),
  dismiss: (id) => {
    for (const toast of get().toasts) {
      if (id === undefined || toast.id === id) scheduleRemoval(toast.id, get().remove);
    }
    set((state) => ({
      toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
    }));
  },
  remove: (id) => set((state) => ({ toasts: id === undefined ? [] : state.toasts.filter((t) => t.id !== id) })),
}));

let counter = 0;

/** Shows a toast from anywhere (React or not). Replaces the toast currently shown. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  useToastStore.getState().add({ id, variant: 'default', ...input, open: true });
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}

export function dismissToast(id?: string): void {
  useToastStore.getState().dismiss(id);
}
