import { useSyncExternalStore } from 'react';

import { lineKey } from '@/lib/tool-forms';
import type { CartItem } from '@/types/api';

// A visitor's cart lives in this browser (docs/API.md): it survives a reload and a closed tab,
// and is merged into the account's at sign-in.
const KEY = 'toolshop.cart';
// The discount code the visitor typed, kept beside the lines and emptied with them.
const CODE_KEY = 'toolshop.cart.code';
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
          typeof line?.toolId === 'string' &&
          (line.variantId === undefined || typeof line.variantId === 'string') &&
          Number.isInteger(line?.quantity) &&
          line.quantity > 0,
      );
    }
  } catch {
    // a damaged value: start again
  }
  cached = { raw, lines };
  return lines;
}

/**
 * Sets the visitor's line of the tool in its variant (a line each) to its quantity, keeping its
 * place; 0 removes it. Anything but a whole number from 0 up changes nothing (a negative number
 * never deletes a line).
 */
export function setVisitorLine({ toolId, variantId, quantity }: CartItem) {
  if (!Number.isInteger(quantity) || quantity < 0) return;
  const item: CartItem = variantId ? { toolId, variantId, quantity } : { toolId, quantity };
  const lines = readVisitorCart();
  const key = lineKey(item);
  const kept = lines.some((line) => lineKey(line) === key)
    ? lines.map((line) => (lineKey(line) === key ? item : line))
    : [...lines, item];
  writeVisitorCart(kept.filter((line) => line.quantity > 0));
}

export function clearVisitorCart() {
  localStorage.removeItem(CODE_KEY);
  writeVisitorCart([]);
}

/** The discount code in the visitor's cart, '' for none. */
export const readVisitorCode = () => localStorage.getItem(CODE_KEY) ?? '';

/** Keeps the code in the visitor's cart ('' takes it out); the server says what it gives. */
export function setVisitorCode(code: string) {
  if (code) localStorage.setItem(CODE_KEY, code);
  else localStorage.removeItem(CODE_KEY);
  window.dispatchEvent(new Event(CHANGED));
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

/** The visitor's code, kept in step like the lines. */
export function useVisitorCode(): string {
  return useSyncExternalStore(subscribe, readVisitorCode);
}
