import type { OrderState } from '@/types/api';

// Query keys of orders, nested under one root so a change can refresh every list at once.
export const orderKeys = {
  all: ['orders'] as const,
  customer: (email: string) => ['orders', 'customer', email] as const,
  everyone: (state?: OrderState) => ['orders', 'everyone', state ?? 'all'] as const,
  one: (orderId: string) => ['orders', 'one', orderId] as const,
};
