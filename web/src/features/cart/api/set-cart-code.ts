import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pageShowsEveryError } from '@/lib/query-client';
import type { Cart } from '@/types/api';

import { cartKeys } from './keys';

export const setCartCode = (code: string) => api.put<Cart>('/cart/code', { code });
export const clearCartCode = () => api.delete<Cart>('/cart/code');

/** Types a discount code into the customer's cart; the page shows why one does not apply. */
export function useCartCode() {
  const queryClient = useQueryClient();
  const onSuccess = (cart: Cart) => queryClient.setQueryData(cartKeys.customer, cart);
  return {
    set: useMutation({ mutationFn: setCartCode, onSuccess, meta: pageShowsEveryError }),
    clear: useMutation({ mutationFn: clearCartCode, onSuccess }),
  };
}
