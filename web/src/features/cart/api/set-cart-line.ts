import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-client';
import type { Cart, CartItem } from '@/types/api';

import { useCartOwner } from './get-cart';
import { cartKeys } from './keys';
import { setVisitorLine } from './visitor-cart';

/** A line of the cart, named by its tool and variant (none for a tool without variants). */
export type CartLineInput = CartItem;

export const setCartLine = ({ toolId, variantId, quantity }: CartLineInput) =>
  api.put<Cart>(`/cart/${encodeURIComponent(toolId)}`, variantId ? { quantity, variantId } : { quantity });

/**
 * Sets a line of the cart to a quantity (0 removes it): on the server for a customer, which
 * checks it against the tool; in this browser for a visitor, whose cart the server checks
 * when it shows it.
 */
export function useSetCartLine() {
  const owner = useCartOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CartLineInput) => {
      if (owner === 'customer') return setCartLine(input);
      setVisitorLine(input);
      return undefined;
    },
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(cartKeys.customer, cart);
    },
    // A quantity the server refuses is said on its line.
    meta: { pageShows: (error) => isApiError(error, 400, 404, 409) },
  });
}
