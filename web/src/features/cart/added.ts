import { useSyncExternalStore } from 'react';

// What the cart was last given, for the top bar's count to show (a short bump) and to say
// (its live region): adding to the cart confirms there, not in a toast over the page.

type Added = { id: number; message: string };

let last: Added = { id: 0, message: '' };
const listeners = new Set<() => void>();

/** Tells the top bar's cart that something was added, in words for screen readers. */
export function announceAdded(message: string) {
  last = { id: last.id + 1, message };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last addition: its id changes with each one, its message says what was added. */
export function useAdded(): Added {
  return useSyncExternalStore(subscribe, () => last);
}
