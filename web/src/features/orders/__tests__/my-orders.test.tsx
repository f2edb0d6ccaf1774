import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  cancelledOrder,
  customer,
  expiredOrder,
  now,
  orders,
  paidOrder,
  refundedOrder,
  shippedOrder,
  unpaidOrder,
} from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';
import type { Order } from '@/types/api';

// Rows are named by the order number: # and the last 8 characters of the id.
const numberOf = (order: Order) => `#${order._id.slice(-8)}`;
const rowOf = (order: Order) => screen.getByRole('rowheader', { name: numberOf(order) }).closest('tr')!;
const cellOf = (order: Order, label: string) => rowOf(order).querySelector(`[data-label="${label}"]`);

beforeEach(() => {
  signInAs(customer);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => vi.useRealTimers());

describe('My Orders', () => {
  it('asks for the customer own orders with the bearer token', async () => {
    mockApi({ 'GET /orders': orders });
    renderApp('/dashboard/my-order');
    await screen.findByRole('table', { name: 'Your orders' });

    const [request] = requestsTo('GET', '/orders');
    expect(request.search.get('email')).toBe(customer.email);
    expect(request.search.has('state')).toBe(false);
    expect(request.authorization).toBe(`Bearer api-token-for-${customer.email}`);
  });

  it('shows each order: number, date placed, tool, unit price, quantity, total and delivery address', async () => {
    mockApi({
      'GET /orders': [{ ...unpaidOrder, address: '7 Anvil Road', quantity: 12, unitPrice: 99.5, price: 1194 }],
    });
    renderApp('/dashboard/my-order');
    await screen.findByRole('table', { name: 'Your orders' });

    expect(screen.getByRole('rowheader', { name: '#00000001' })).toBeInTheDocument();
    const placed = within(cellOf(unpaidOrder, 'Placed') as HTMLElement).getByText(/2026/);
    expect(placed.tagName).toBe('TIME');
    expect(placed).toHaveAttribute('datetime', unpaidOrder.createdAt);
    expect(cellOf(unpaidOrder, 'Tool')).toHaveTextContent('Cordless Drill');
    expect(cellOf(unpaidOrder, 'Unit price')).toHaveTextContent('$99.50');
    expect(cellOf(unpaidOrder, 'Quantity')).toHaveTextContent('12');
    expect(cellOf(unpaidOrder, 'Total')).toHaveTextContent('$1,194.00');
    expect(cellOf(unpaidOrder, 'Deliver to')).toHaveTextContent('7 Anvil Road');
  });

  it('labels each state and offers Pay and Cancel only while the order waits for payment', async () => {
    mockApi({ 'GET /orders': orders });
    renderApp('/dashboard/my-order');
    await screen.findByRole('table', { name: 'Your orders' });

    const pending = within(rowOf(unpaidOrder));
    expect(pending.getByText('Pending payment')).toBeInTheDocument();
    expect(pending.getByText('Pay within 42 min')).toBeInTheDocument();
    expect(pending.getByRole('link', { name: 'Pay for Cordless Drill' })).toHaveAttribute(
      'href',
      `/dashboard/payment/${unpaidOrder._id}`,
    );
    expect(pending.getByRole('button', { name: 'Cancel order of Cordless Drill' })).toBeInTheDocument();

    expect(cellOf(paidOrder, 'Status')).toHaveTextContent(/^PaidTransactionId: txn_paid_123$/);
    expect(cellOf(shippedOrder, 'Status')).toHaveTextContent(/^ShippedTransactionId: txn_shipped_456$/);
    expect(cellOf(cancelledOrder, 'Status')).toHaveTextContent(/^Cancelled$/);
    expect(cellOf(expiredOrder, 'Status')).toHaveTextContent(/^Expired$/);
    expect(cellOf(refundedOrder, 'Status')).toHaveTextContent(/^Refunded$/);

    // The spec's shipping status: Pending or Shipped, for the orders that can still ship.
    for (const [order, shipping] of [
      [unpaidOrder, 'Pending'],
      [paidOrder, 'Pending'],
      [shippedOrder, 'Shipped'],
      [cancelledOrder, '—'],
    ] as const) {
      expect(cellOf(order, 'Shipping')).toHaveTextContent(new RegExp(`^${shipping}$`));
    }

    for (const order of [paidOrder, shippedOrder, cancelledOrder, expiredOrder, refundedOrder]) {
      expect(within(rowOf(order)).queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
      expect(within(rowOf(order)).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    }
    // Only an order cancelled or expired unpaid offers its tools back (restore-lines.test.tsx).
    for (const order of [paidOrder, shippedOrder, refundedOrder]) {
      expect(within(rowOf(order)).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('treats a pending order past its expiresAt as expired: no Pay, no Cancel', async () => {
    mockApi({ 'GET /orders': [{ ...unpaidOrder, expiresAt: '2026-01-01T10:17:59Z' }] });
    renderApp('/dashboard/my-order');
    await screen.findByRole('table', { name: 'Your orders' });

    expect(cellOf(unpaidOrder, 'Status')).toHaveTextContent(/^Expired$/);
    expect(within(rowOf(unpaidOrder)).queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect(within(rowOf(unpaidOrder)).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(rowOf(unpaidOrder)).getByRole('button', { name: /back in the cart/ })).toBeInTheDocument();
  });

  it('keeps the time left to pay current without asking the server again, then shows the order expired', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(now);
    mockApi({ 'GET /orders': [unpaidOrder] });
    renderApp('/dashboard/my-order');
    await screen.findByText('Pay within 42 min');

    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(cellOf(unpaidOrder, 'Status')).toHaveTextContent('Pay within 12 min');

    act(() => vi.advanceTimersByTime(12 * 60_000));
    expect(cellOf(unpaidOrder, 'Status')).toHaveTextContent(/^Expired$/);
    expect(within(rowOf(unpaidOrder)).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(requestsTo('GET', '/orders')).toHaveLength(1);
  });

  it('cancels an unpaid order after confirmation', async () => {
    mockApi({ 'GET /orders': orders, 'DELETE /orders/:id': { deletedCount: 1 } });
    const { user } = renderApp('/dashboard/my-order');
    await screen.findByRole('table', { name: 'Your orders' });

    await user.click(within(rowOf(unpaidOrder)).getByRole('button', { name: /Cancel/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Your order #00000001 of 10 × Cordless Drill will be cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('DELETE', `/orders/${unpaidOrder._id}`)).toHaveLength(0);

    await user.click(within(rowOf(unpaidOrder)).getByRole('button', { name: /Cancel/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cordless Drill deleted successfully')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/orders/${unpaidOrder._id}`)).toHaveLength(1);
    expect(requestsTo('GET', '/orders').length).toBeGreaterThan(1);
  });

  it("shows the server's refusal when the order was paid meanwhile", async () => {
    mockApi({ 'GET /orders': orders, 'DELETE /orders/:id': reply(409, { error: "Can't Cancel after payment" }) });
    const { user } = renderApp('/dashboard/my-order');
    await screen.findByRole('table', { name: 'Your orders' });

    await user.click(within(rowOf(unpaidOrder)).getByRole('button', { name: /Cancel/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't Cancel after payment");
    expect(screen.getAllByText("Can't Cancel after payment")).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([401, 403])('signs the user out on %i and sends them to /login, to come back here', async (status) => {
    mockApi({ 'GET /orders': reply(status, { error: 'You can only see your own orders' }) });
    renderApp('/dashboard/my-order');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentLocation.value?.search).toBe('?redirectTo=%2Fdashboard%2Fmy-order');
    expect(screen.getByRole('alert')).toHaveTextContent('You can only see your own orders');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
