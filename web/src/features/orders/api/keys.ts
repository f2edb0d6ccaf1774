import type { OrderState } from '@/types/api';

/** What a page of a list of orders asks for. */
export type OrdersQuery = { state?: OrderState; q?: string; offset: number };

// Query keys of orders, nested under one root so a change can refresh every list at once.
export const orderKeys = {
  all: ['orders'] as const,
  customer: (email: string, query: OrdersQuery) => ['orders', 'customer', email, query] as const,
  everyone: (query: OrdersQuery) => ['orders', 'everyone', query] as const,
  one: (orderId: string) => ['orders', 'one', orderId] as const,
  unconfirmed: (email: string) => ['orders', 'unconfirmed', email] as const,
};
