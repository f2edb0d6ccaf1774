import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  cancelledOrder,
  customer,
  expiredOrder,
  newcomer,
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

// Each order is a card named by its number: # and the last 8 characters of the id; its
// values carry their labels, as a table's cells do.
const numberOf = (order: Order) => order.orderNumber;
const cardOf = (order: Order) => screen.getByRole('article', { name: numberOf(order) });
const fieldOf = (order: Order, label: string) => cardOf(order).querySelector(`[data-label="${label}"]`);
const findList = () => screen.findByRole('list', { name: 'Your orders' });

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
    await findList();

    const [request] = requestsTo('GET', '/orders');
    expect(request.search.get('email')).toBe(customer.email);
    expect(request.search.has('state')).toBe(false);
    expect(request.authorization).toBe(`Bearer api-token-for-${customer.email}`);
  });

  it('shows each order as a card: number linking to its page, date placed, first picture, tools, item count and total', async () => {
    mockApi({
      'GET /orders': [
        {
          ...unpaidOrder,
          quantity: 12,
          price: 1194,
          lines: [{ ...unpaidOrder.lines[0], quantity: 12, image: '/images/u/0123456789abcdef0123456789abcdef-800.jpg' }],
        },
        {
          ...paidOrder,
          toolsName: 'Cordless Drill and Claw Hammer',
          quantity: 15,
          lines: [
            { ...paidOrder.lines[0], quantity: 10 },
            { ...paidOrder.lines[0], toolsName: 'Claw Hammer', quantity: 5, image: '/images/hammer.svg' },
          ],
        },
      ],
    });
    renderApp('/dashboard/my-order');
    const list = await findList();

    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const card = cardOf(unpaidOrder);
    expect(within(card).getByRole('link', { name: '#00000001' })).toHaveAttribute('href', `/dashboard/orders/${unpaidOrder._id}`);
    const placed = within(fieldOf(unpaidOrder, 'Placed') as HTMLElement).getByText(/2026/);
    expect(placed.tagName).toBe('TIME');
    expect(placed).toHaveAttribute('datetime', unpaidOrder.createdAt);
    expect(fieldOf(unpaidOrder, 'Tools')).toHaveTextContent('Cordless Drill · 12 items');
    expect(fieldOf(unpaidOrder, 'Total')).toHaveTextContent(/^\$1,194\.00$/);
    // The first line's picture, in each of an uploaded picture's sizes.
    expect(card.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('-400.jpg 400w'));

    expect(fieldOf(paidOrder, 'Tools')).toHaveTextContent('Cordless Drill and Claw Hammer · 2 tools, 15 items');
    // A first line without a picture (its tool deleted) shows an empty frame.
    expect(cardOf(paidOrder).querySelector('img')).toBeNull();
  });

  it('links a shipped order to its carrier and its invoice', async () => {
    mockApi({
      'GET /orders': [
        { ...shippedOrder, carrier: 'ups', trackingNumber: '1Z999', invoice: { number: 42, issuedAt: '2026-01-01T10:05:00Z' } },
      ],
    });
    renderApp('/dashboard/my-order');
    await findList();

    const card = within(cardOf(shippedOrder));
    expect(card.getByRole('link', { name: 'Track 1Z999 with ups' })).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999');
    expect(card.getByRole('link', { name: 'Invoice INV-000042' })).toHaveAttribute('href', `/dashboard/invoice/${shippedOrder._id}`);
  });

  it('labels each state and offers Pay and Cancel only while the order waits for payment', async () => {
    mockApi({ 'GET /orders': orders });
    renderApp('/dashboard/my-order');
    await findList();

    const pending = within(cardOf(unpaidOrder));
    expect(pending.getByText('Pending payment')).toBeInTheDocument();
    expect(pending.getByText('Pay within 42 min')).toBeInTheDocument();
    expect(pending.getByRole('link', { name: 'Pay for Cordless Drill' })).toHaveAttribute(
      'href',
      `/dashboard/payment/${unpaidOrder._id}`,
    );
    expect(pending.getByRole('button', { name: 'Cancel order of Cordless Drill' })).toBeInTheDocument();

    expect(fieldOf(paidOrder, 'Status')).toHaveTextContent(/^PaidTransactionId: txn_paid_123$/);
    expect(fieldOf(shippedOrder, 'Status')).toHaveTextContent(/^ShippedTransactionId: txn_shipped_456$/);
    expect(fieldOf(cancelledOrder, 'Status')).toHaveTextContent(/^Cancelled$/);
    expect(fieldOf(expiredOrder, 'Status')).toHaveTextContent(/^Expired$/);
    expect(fieldOf(refundedOrder, 'Status')).toHaveTextContent(/^Refunded$/);

    // The spec's shipping status: Pending or Shipped, for the orders that can still ship.
    for (const [order, shipping] of [
      [unpaidOrder, 'Pending'],
      [paidOrder, 'Pending'],
      [shippedOrder, 'Shipped'],
      [cancelledOrder, '—'],
    ] as const) {
      expect(fieldOf(order, 'Shipping')).toHaveTextContent(new RegExp(`^${shipping}$`));
    }

    for (const order of [paidOrder, shippedOrder, cancelledOrder, expiredOrder, refundedOrder]) {
      expect(within(cardOf(order)).queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
      expect(within(cardOf(order)).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    }
    // Only an order cancelled or expired unpaid offers its tools back (restore-lines.test.tsx).
    for (const order of [paidOrder, shippedOrder, refundedOrder]) {
      expect(within(cardOf(order)).getAllByRole('link').map((link) => link.textContent)).toEqual([numberOf(order)]);
      expect(within(cardOf(order)).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('offers what the server allows of a pending order past its hold: no Pay, no Cancel', async () => {
    mockApi({ 'GET /orders': [{ ...unpaidOrder, expiresAt: '2026-01-01T10:17:59Z', actions: ['buyAgain'] }] });
    renderApp('/dashboard/my-order');
    await findList();

    expect(fieldOf(unpaidOrder, 'Status')).not.toHaveTextContent(/Pay within/);
    expect(within(cardOf(unpaidOrder)).queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect(within(cardOf(unpaidOrder)).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(cardOf(unpaidOrder)).getByRole('button', { name: /back in the cart/ })).toBeInTheDocument();
  });

  it('keeps the time left to pay current without asking the server again, then stops counting', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(now);
    mockApi({ 'GET /orders': [unpaidOrder] });
    renderApp('/dashboard/my-order');
    await screen.findByText('Pay within 42 min');

    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(fieldOf(unpaidOrder, 'Status')).toHaveTextContent('Pay within 12 min');

    act(() => vi.advanceTimersByTime(12 * 60_000));
    expect(fieldOf(unpaidOrder, 'Status')).toHaveTextContent(/^Pending payment$/);
    expect(requestsTo('GET', '/orders')).toHaveLength(1);
  });

  it('cancels an unpaid order after confirmation', async () => {
    mockApi({ 'GET /orders': orders, 'DELETE /orders/:id': { deletedCount: 1 } });
    const { user } = renderApp('/dashboard/my-order');
    await findList();

    await user.click(within(cardOf(unpaidOrder)).getByRole('button', { name: /Cancel/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Your order #00000001 of 10 × Cordless Drill will be cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('DELETE', `/orders/${unpaidOrder._id}`)).toHaveLength(0);

    await user.click(within(cardOf(unpaidOrder)).getByRole('button', { name: /Cancel/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cordless Drill deleted successfully')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/orders/${unpaidOrder._id}`)).toHaveLength(1);
    expect(requestsTo('GET', '/orders').length).toBeGreaterThan(1);
  });

  it("shows the server's refusal when the order was paid meanwhile", async () => {
    mockApi({ 'GET /orders': orders, 'DELETE /orders/:id': reply(409, { error: "Can't Cancel after payment" }) });
    const { user } = renderApp('/dashboard/my-order');
    await findList();

    await user.click(within(cardOf(unpaidOrder)).getByRole('button', { name: /Cancel/ }));
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

  it('lists the guest orders of the email to confirm, and confirms one with the token', async () => {
    const stranger = { ...unpaidOrder, _id: 'c00000000000000000000091', orderNumber: '#00000091', guest: true, email: customer.email, address: '9 Attacker Lane' };
    let unconfirmed: Order[] = [stranger];
    mockApi({
      'GET /orders': () => ({ body: unconfirmed.length ? [paidOrder] : [paidOrder, { ...stranger, confirmed: true }] }),
      'GET /orders/unconfirmed': () => ({ body: unconfirmed }),
      'POST /orders/:id/confirm': () => {
        unconfirmed = [];
        return { body: { modifiedCount: 1 } };
      },
    });
    const { user } = renderApp('/dashboard/my-order');

    const list = await screen.findByRole('list', { name: 'Orders placed with your email without an account' });
    expect(list).toHaveTextContent('#00000091');
    expect(list).toHaveTextContent('Delivered to 9 Attacker Lane');
    expect(within(await findList()).queryByText('#00000091')).toBeNull(); // not among the account's orders yet

    await user.click(within(list).getByRole('button', { name: 'Confirm order #00000091' }));
    expect(await within(await findList()).findByRole('link', { name: '#00000091' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders placed with your email without an account' })).toBeNull();
    const [confirm] = requestsTo('POST', `/orders/${stranger._id}/confirm`);
    expect(confirm.authorization).toBe(`Bearer api-token-for-${customer.email}`);
    expect(confirm.orderKey).toBeNull();
  });

  it('does not ask an unverified account for the guest orders of its email', async () => {
    signInAs(newcomer);
    mockApi({ 'GET /orders': [paidOrder] });
    renderApp('/dashboard/my-order');
    await findList();
    expect(requestsTo('GET', '/orders/unconfirmed')).toHaveLength(0);
  });
});
