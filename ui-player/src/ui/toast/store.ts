import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  detail?: string | undefined;
}

const VISIBLE_MS = 3000;
let nextId = 1;

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast for a few seconds (`visibleMs`, e.g. the hold toast's 2 s); callable from anywhere, not only components. */
export function toast(kind: ToastKind, text: string, detail?: string, visibleMs = VISIBLE_MS): void {
  const id = nextId++;
  useToasts.setState((s) => ({ toasts: [...s.toasts, { id, kind, text, detail }] }));
  setTimeout(() => useToasts.getState().dismiss(id), visibleMs);
}
