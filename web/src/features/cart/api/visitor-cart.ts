import { useSyncExternalStore } from 'react';

import type { CartItem } from '@/types/api';

// A visitor's cart lives in this browser (docs/API.md): it survives a reload and a closed tab,
// and is merged into the account's at sign-in.
const KEY = 'toolshop.cart';
const CHANGED = 'toolshop-cart-changed';

let cached: { raw: string | null; lines: CartItem[] } = { raw: null, lines: [] };

/** The visitor's lines, as stored; anything unreadable is an empty cart. */
export function readVisitorCart(): CartItem[] {
  const raw = localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.lines;
  let lines: CartItem[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      lines = parsed.filter(
        (line): line is CartItem =>
          typeof line?.toolId === 'string' && Number.isInteger(line?.quantity) && line.quantity > 0,
      );
    }
  } catch {
    // a damaged value: start again
  }
  cached = { raw, lines };
  return lines;
}

/** Sets the visitor's line of the tool to quantity, keeping its place; 0 removes it. */
export function setVisitorLine(toolId: string, quantity: number) {
  const lines = readVisitorCart();
  const kept = lines.some((line) => line.toolId === toolId)
    ? lines.map((line) => (line.toolId === toolId ? { toolId, quantity } : line))
    : [...lines, { toolId, quantity }];
  writeVisitorCart(kept.filter((line) => line.quantity > 0));
}

export function clearVisitorCart() {
  writeVisitorCart([]);
}

function writeVisitorCart(lines: CartItem[]) {
  if (lines.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange); // another tab
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The visitor's lines, kept in step with every change, in this tab or another. */
export function useVisitorCart(): CartItem[] {
  return useSyncExternalStore(subscribe, readVisitorCart);
}
