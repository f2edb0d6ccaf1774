import type { CartItem } from '@/types/api';

// Query keys of the cart: the signed-in customer's, kept by the server, or a visitor's lines
// priced by the server.
export const cartKeys = {
  all: ['cart'] as const,
  customer: ['cart', 'customer'] as const,
  visitor: (lines: CartItem[], code: string) => ['cart', 'visitor', lines, code] as const,
};
