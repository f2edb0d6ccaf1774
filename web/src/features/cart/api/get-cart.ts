import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useAccount } from '@/lib/auth';
import type { Cart, CartItem } from '@/types/api';

import { cartKeys } from './keys';
import { useVisitorCart } from './visitor-cart';

export const getCart = () => api.get<Cart>('/cart');

/** A visitor's lines as the shop sees them now: prices, what is left, problems. */
export const quoteCart = (lines: CartItem[]) => api.post<Cart>('/cart/quote', { lines });

const emptyCart: Cart = { lines: [], subtotal: 0, count: 0, discount: 0 };

/**
 * Whose cart there is: a signed-in customer's (kept by the server), a visitor's (kept by this
 * browser), or none (an admin, or while the session is being checked).
 */
export function useCartOwner(): 'customer' | 'visitor' | 'none' {
  const { data: account, isPending } = useAccount();
  if (isPending || account?.admin) return 'none';
  return account ? 'customer' : 'visitor';
}

/** The cart, whoever keeps it. */
export function useCart() {
  const owner = useCartOwner();
  const visitorLines = useVisitorCart();
  const customer = useQuery({ queryKey: cartKeys.customer, queryFn: getCart, enabled: owner === 'customer' });
  const visitor = useQuery({
    queryKey: cartKeys.visitor(visitorLines),
    queryFn: () => (visitorLines.length === 0 ? Promise.resolve(emptyCart) : quoteCart(visitorLines)),
    enabled: owner === 'visitor',
    placeholderData: keepPreviousData,
  });
  return { owner, ...(owner === 'visitor' ? visitor : customer) };
}
