import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pageShowsEveryError } from '@/lib/query-client';
import type { Cart } from '@/types/api';

import { useCartOwner } from './get-cart';
import { cartKeys } from './keys';
import { setVisitorCode } from './visitor-cart';

export const setCartCode = (code: string) => api.put<Cart>('/cart/code', { code });
export const clearCartCode = () => api.delete<Cart>('/cart/code');

/**
 * Types a discount code into the cart: the customer's, on the server, which refuses a code
 * that does not apply; a visitor's, in this browser, whose quote says what the code gives or
 * why it does not apply.
 */
export function useCartCode() {
  const owner = useCartOwner();
  const queryClient = useQueryClient();
  const onSuccess = (cart?: Cart) => {
    if (cart) queryClient.setQueryData(cartKeys.customer, cart);
  };
  const keep = (code: string) => async () => {
    setVisitorCode(code);
    return undefined;
  };
  return {
    set: useMutation({
      mutationFn: (code: string) => (owner === 'customer' ? setCartCode(code) : keep(code)()),
      onSuccess,
      meta: pageShowsEveryError,
    }),
    clear: useMutation({ mutationFn: () => (owner === 'customer' ? clearCartCode() : keep('')()), onSuccess }),
  };
}
