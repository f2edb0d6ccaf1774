import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import type { Cart, CartItem } from '@/types/api';

import { useCartOwner } from './get-cart';
import { cartKeys } from './keys';
import { setCartCode } from './set-cart-code';
import { clearVisitorCart, readVisitorCart, readVisitorCode } from './visitor-cart';

export const mergeCart = (lines: CartItem[]) => api.post<Cart>('/cart/merge', { lines });

/** What a merge changed, in words: "Cordless Drill: Lowered to 5: only 5 left", "Hammer: 24 + 24 added up to 48". */
export function mergeNotice(cart: Cart): string | undefined {
  const changes = cart.changes ?? [];
  if (changes.length === 0) return undefined;
  return `Your cart was added to your account's. ${changes
    .map((change) => `${change.toolsName || 'A tool'}: ${change.message}`)
    .join('. ')}.`;
}

/**
 * When a visitor with a cart signs in, their lines join the account's cart, once, and the page
 * says what changed; the browser's cart is then emptied.
 */
export function useMergeVisitorCart() {
  const owner = useCartOwner();
  const queryClient = useQueryClient();
  const merging = useRef(false);
  useEffect(() => {
    const lines = readVisitorCart();
    if (owner !== 'customer' || lines.length === 0 || merging.current) return;
    merging.current = true;
    const code = readVisitorCode();
    mergeCart(lines)
      .then(async (cart) => {
        clearVisitorCart();
        // The visitor's code comes along when it applies to the account's cart.
        const withCode = code ? await setCartCode(code).catch(() => cart) : cart;
        queryClient.setQueryData(cartKeys.customer, withCode);
        const notice = mergeNotice(cart);
        if (notice) toast.success(notice);
      })
      .catch(() => {}) // the lines stay in this browser, to merge at the next sign-in
      .finally(() => {
        merging.current = false;
      });
  }, [owner, queryClient]);
}
