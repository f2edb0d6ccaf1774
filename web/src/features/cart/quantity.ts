/** The most one order takes of a tool (the server's MaxQuantity). */
export const MAX_QUANTITY = 1_000_000;

type Bounds = { minOrder: number; availableQuantity: number };

/** Why a tool cannot be had in the quantity typed, '' when it can: its minimum order and stock bound it. */
export function refuseQuantity(bounds: Bounds, typed: string): string {
  const text = typed.trim();
  if (!/^-?\d+$/.test(text)) return 'enter a whole number';
  const quantity = Number(text);
  if (quantity < 0) return 'the quantity cannot be negative';
  if (quantity < bounds.minOrder) return `the minimum order is ${bounds.minOrder}`;
  if (quantity > bounds.availableQuantity) return `only ${bounds.availableQuantity} left`;
  if (quantity > MAX_QUANTITY) return 'one order takes at most 1,000,000';
  return '';
}

/** The most a stepper offers of a tool: its stock, at most what one order takes. */
export const mostOf = (bounds: Bounds) => Math.min(bounds.availableQuantity, MAX_QUANTITY);
