import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useAccount } from '@/lib/auth';
import type { Cart, CartItem } from '@/types/api';

import { cartKeys } from './keys';
import { useVisitorCart, useVisitorCode } from './visitor-cart';

// A 403 is "Admins do not buy": an account made an admin (its mailbox proved, say) while its
// customer's cart was asked for; the session goes on, and the page stops asking.
export const getCart = () => api.get<Cart>('/cart', { forbiddenIsAnswer: true });

/** A visitor's lines as the shop sees them now: prices, what is left, problems, and their code's discount. */
export const quoteCart = (lines: CartItem[], code = '') => api.post<Cart>('/cart/quote', code ? { lines, code } : { lines });

const emptyCart: Cart = { lines: [], subtotal: 0, count: 0, discount: 0, parts: [] };

/**
 * Whose cart there is: a signed-in customer's (kept by the server), a visitor's (kept by this
 * browser), none (an admin's), or not known yet (while the session is being checked).
 */
export function useCartOwner(): 'customer' | 'visitor' | 'none' | 'checking' {
  const { data: account, isPending } = useAccount();
  if (isPending) return 'checking';
  if (account?.admin) return 'none';
  return account ? 'customer' : 'visitor';
}

/** The cart, whoever keeps it. */
export function useCart() {
  const owner = useCartOwner();
  const visitorLines = useVisitorCart();
  const visitorCode = useVisitorCode();
  const customer = useQuery({ queryKey: cartKeys.customer, queryFn: getCart, enabled: owner === 'customer' });
  const visitor = useQuery({
    queryKey: cartKeys.visitor(visitorLines, visitorCode),
    queryFn: () => (visitorLines.length === 0 ? Promise.resolve(emptyCart) : quoteCart(visitorLines, visitorCode)),
    // A visitor's cart without lines is empty, known without a wait: the page draws it at once,
    // not a line's outline first that then goes (a layout shift).
    initialData: visitorLines.length === 0 ? emptyCart : undefined,
    enabled: owner === 'visitor',
    placeholderData: keepPreviousData,
  });
  return { owner, ...(owner === 'visitor' ? visitor : customer) };
}
