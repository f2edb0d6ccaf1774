// Query keys of orders, nested under one root so a change can refresh every list at once.
export const orderKeys = {
  all: ['orders'] as const,
  customer: (email: string) => ['orders', 'customer', email] as const,
  everyone: ['orders', 'everyone'] as const,
  one: (orderId: string) => ['orders', 'one', orderId] as const,
};
