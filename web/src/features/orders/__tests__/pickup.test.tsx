import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { admin, customer, now, paidOrder, shippedOrder } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Order } from '@/types/api';

const place = { address: '1 Mill Road\nSan Leandro', hours: 'Mon–Fri 9–17' };
const atTheShop = { address: 'Pickup at the shop', shippingMethod: 'Pickup at the shop' };
/** Paid, waiting to be made ready. */
const toPrepare: Order = {
  ...paidOrder,
  ...atTheShop,
  _id: 'c00000000000000000000011',
  orderNumber: '#00000011',
  pickup: place,
  actions: ['markReady', 'markPickedUp', 'refund', 'review'],
};
/** Paid and ready. */
const waiting: Order = {
  ...toPrepare,
  _id: 'c00000000000000000000012',
  orderNumber: '#00000012',
  pickup: { ...place, readyAt: '2026-01-01T11:00:00Z' },
  actions: ['markPickedUp', 'refund', 'review'],
};
/** Shipped: picked up. */
const collected: Order = {
  ...shippedOrder,
  ...atTheShop,
  _id: 'c00000000000000000000013',
  orderNumber: '#00000013',
  shippedAt: '2026-01-01T12:00:00Z',
  pickup: { ...place, readyAt: '2026-01-01T11:00:00Z' },
  events: [
    { kind: 'placed', at: '2026-01-01T10:00:00Z', by: 'customer' },
    { kind: 'paid', at: '2026-01-01T10:05:00Z', by: 'customer', note: 'txn_shipped_456' },
    { kind: 'ready_for_pickup', at: '2026-01-01T11:00:00Z', by: admin.email },
    { kind: 'picked_up', at: '2026-01-01T12:00:00Z', by: admin.email },
  ],
};

const rowOf = (order: Order) => screen.getByRole('rowheader', { name: order.orderNumber }).closest('tr')!;
const buttonNames = (order: Order) => within(rowOf(order)).queryAllByRole('button').map((button) => button.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => vi.useRealTimers());

describe('pickup orders in Manage All Orders', () => {
  beforeEach(() => {
    signInAs(admin);
    mockApi({ 'GET /allorders': [toPrepare, waiting, collected] });
  });

  it('offers Ready for pickup and Picked up instead of Ship, and says what is left to do', async () => {
    renderApp('/dashboard/manage-orders');
    await screen.findByRole('table', { name: 'All orders' });

    expect(within(rowOf(toPrepare)).getByText('To prepare')).toBeInTheDocument();
    expect(buttonNames(toPrepare)).toEqual(['Ready for pickup', 'Picked up', 'Refund']);
    expect(within(rowOf(waiting)).getByText('Ready for pickup')).toBeInTheDocument();
    expect(buttonNames(waiting)).toEqual(['Picked up', 'Refund']);
    expect(within(rowOf(collected)).getByText('Picked up')).toBeInTheDocument();
    expect(rowOf(collected)).not.toHaveTextContent('Shipped');
    expect(buttonNames(collected)).toEqual(['Refund']);
  });

  it('marks an order ready after a confirmation, then picked up', async () => {
    mockApi({ 'PUT /orders/ready/:id': { modifiedCount: 1 }, 'PUT /orders/picked-up/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(toPrepare)).getByRole('button', { name: /ready for pickup$/ }));
    let dialog = screen.getByRole('dialog', { name: 'Ready for pickup?' });
    expect(dialog).toHaveTextContent(`Order #00000011 of ${toPrepare.customerName} waits at the shop`);
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(requestsTo('PUT', `/orders/ready/${toPrepare._id}`)).toHaveLength(0);

    await user.click(within(rowOf(toPrepare)).getByRole('button', { name: /ready for pickup$/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ready for pickup' }));
    expect(await screen.findByText(`Order #00000011 is ready for pickup: ${toPrepare.customerName} is mailed`)).toBeInTheDocument();
    expect(requestsTo('PUT', `/orders/ready/${toPrepare._id}`)).toHaveLength(1);

    await user.click(within(rowOf(waiting)).getByRole('button', { name: /picked up by/ }));
    dialog = screen.getByRole('dialog', { name: 'Picked up?' });
    await user.click(within(dialog).getByRole('button', { name: 'Picked up' }));
    expect(await screen.findByText('Order #00000012 is picked up')).toBeInTheDocument();
    expect(requestsTo('PUT', `/orders/picked-up/${waiting._id}`)).toHaveLength(1);
  });

  it("shows the server's refusal of a second pickup", async () => {
    mockApi({ 'PUT /orders/picked-up/:id': reply(409, { error: 'This order was picked up already' }) });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');
    await user.click(within(rowOf(waiting)).getByRole('button', { name: /picked up by/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Picked up' }));
    expect(await screen.findByText('This order was picked up already')).toBeInTheDocument();
  });
});

describe('a pickup order to its customer', () => {
  beforeEach(() => signInAs(customer));

  it('shows where and when to collect it, "Picked up" and both steps with who did them', async () => {
    mockApi({ 'GET /orders/:id': collected });
    renderApp(`/dashboard/orders/${collected._id}`);

    const state = await screen.findByRole('region', { name: 'Order state' });
    expect(state).toHaveTextContent('Picked up');
    expect(state).not.toHaveTextContent('Shipped');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Pick up at').nextElementSibling).toHaveTextContent('1 Mill Road San Leandro');
    expect(within(delivery).getByText('Opening hours').nextElementSibling).toHaveTextContent('Mon–Fri 9–17');
    expect(delivery).not.toHaveTextContent('Deliver to');

    const events = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringMatching(/^Placed .* by you$/),
      expect.stringMatching(/^Paid .* by you$/),
      expect.stringMatching(/^Ready for pickup .* by the shop$/),
      expect.stringMatching(/^Picked up .* by the shop$/),
    ]);
  });

  it('says Ready for pickup, then Picked up, on My Orders', async () => {
    mockApi({ 'GET /orders': [waiting, collected] });
    renderApp('/dashboard/my-order');
    const card = (order: Order) => screen.getByRole('article', { name: order.orderNumber });
    await screen.findByRole('list', { name: 'Your orders' });
    expect(card(waiting).querySelector('[data-label="Shipping"]')).toHaveTextContent(/^Ready for pickup$/);
    expect(card(collected).querySelector('[data-label="Status"]')).toHaveTextContent(/^Picked up/);
    expect(card(collected).querySelector('[data-label="Shipping"]')).toHaveTextContent(/^Picked up$/);
  });
});
