import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-client';
import type { Cart } from '@/types/api';

import { useCartOwner } from './get-cart';
import { cartKeys } from './keys';
import { setVisitorLine } from './visitor-cart';

export type CartLineInput = { toolId: string; quantity: number };

export const setCartLine = ({ toolId, quantity }: CartLineInput) =>
  api.put<Cart>(`/cart/${encodeURIComponent(toolId)}`, { quantity });

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
      setVisitorLine(input.toolId, input.quantity);
      return undefined;
    },
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(cartKeys.customer, cart);
    },
    // A quantity the server refuses is said on its line.
    meta: { pageShows: (error) => isApiError(error, 400, 404, 409) },
  });
}
