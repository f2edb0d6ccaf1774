// Toasts at the top right that close after five seconds.
import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 5000;

type ToastKind = 'success' | 'error';
type ToastItem = { id: number; kind: ToastKind; message: string };

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function dismiss(id: number) {
  publish(toasts.filter((toast) => toast.id !== id));
}

function show(kind: ToastKind, message: string) {
  const id = nextId++;
  publish([...toasts, { id, kind, message }]);
  setTimeout(() => dismiss(id), TOAST_DURATION_MS);
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  dismissAll: () => publish([]),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div className="toaster" aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span>{item.message}</span>
          <button type="button" className="toast-close" aria-label="Close notification" onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
