import { api } from '@/lib/api-client';
import { itemOf } from '@/lib/tool-forms';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Cart, Order } from '@/types/api';

/** The cart's queries (the cart feature's keys start so): refreshed once the lines are back. */
const cartKey = ['cart'] as const;

/**
 * Puts an order's lines back into the customer's cart, as a visitor's cart joins it at sign-in
 * (POST /cart/merge), each in its variant: quantities added to what the cart holds, capped at what can be bought,
 * each change told in the cart answered.
 */
export const putBackInCart = (order: Pick<Order, 'lines'>) =>
  api.post<Cart>('/cart/merge', { lines: order.lines.map(itemOf) });

export const usePutBackInCart = () => useRefreshingMutation(putBackInCart, cartKey);
