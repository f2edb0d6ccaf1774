import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { admin, customer, drill, now, quoteOf, shippedOrder, unpaidOrder, wrench } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Order, OrderLine } from '@/types/api';

import { trackingUrl } from '../tracking';

const line = (overrides: Partial<OrderLine>): OrderLine => ({
  toolId: drill._id,
  toolsName: drill.name,
  unitPrice: 120,
  quantity: 10,
  price: 1200,
  discount: 0,
  tax: 0,
  refundedQuantity: 0,
  image: drill.image,
  ...overrides,
});

/** A shipped order of three lines, the last of a tool since deleted, with its whole history. */
const order: Order = {
  ...shippedOrder,
  toolId: undefined,
  unitPrice: undefined,
  toolsName: 'Cordless Drill, UNIVERSAL WRENCH 9/32MM and 1 more',
  quantity: 16,
  subtotal: 4200,
  shipping: 10,
  shippingMethod: 'Standard delivery',
  tax: 42,
  taxName: 'NY sales tax',
  price: 4252,
  parts: quoteOf({ subtotal: 4200, discount: 0, shipping: 10, shippingMethod: 'Standard delivery', tax: 42, taxName: 'NY sales tax', taxIncluded: false, price: 4252 }).parts,
  address: '12 Workshop Lane, Albany, NY 12207, US',
  lines: [
    line({}),
    line({ toolId: wrench._id, toolsName: wrench.name, unitPrice: 550, quantity: 5, price: 2750, image: wrench.image }),
    line({ toolId: 'a00000000000000000000009', toolsName: 'Old Saw', unitPrice: 250, quantity: 1, price: 250, image: undefined }),
  ],
  carrier: 'ups',
  trackingNumber: '1Z999AA10123456784',
  invoice: { number: 42, issuedAt: '2026-01-01T10:05:00Z' },
  refunds: [{ n: 1, amount: 250, shipping: 0, shippingTax: 0, at: '2026-01-02T09:00:00Z', lines: [], creditNote: { number: 7, issuedAt: '2026-01-02T09:00:00Z' } }],
  events: [
    { kind: 'placed', at: '2026-01-01T10:00:00Z', by: 'customer' },
    { kind: 'payment_started', at: '2026-01-01T10:02:00Z', by: 'customer' },
    { kind: 'paid', at: '2026-01-01T10:05:00Z', by: 'shop', note: 'txn_shipped_456' },
    { kind: 'shipped', at: '2026-01-01T12:00:00Z', by: admin.email },
    { kind: 'refund', at: '2026-01-02T09:00:00Z', by: admin.email, note: '1 × Old Saw: $2.50' },
  ],
};

const pagePath = (o: Order) => `/dashboard/orders/${o._id}`;

beforeEach(() => {
  signInAs(customer);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => vi.useRealTimers());

describe('the order page', () => {
  it("shows the order's lines with pictures and links, its delivery, the parts of its total, its papers", async () => {
    mockApi({ 'GET /orders/:id': order });
    renderApp(pagePath(order));

    expect(await screen.findByRole('heading', { name: 'Order #00000003', level: 1 })).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByRole('link', { name: 'Cordless Drill' })).toHaveAttribute('href', `/purchase/${drill._id}`);
    expect(within(items).getByRole('link', { name: wrench.name })).toHaveAttribute('href', `/purchase/${wrench._id}`);
    // The deleted tool's line keeps its name, without a link or a picture.
    expect(within(items).queryByRole('link', { name: /Old Saw/ })).not.toBeInTheDocument();
    expect(items).toHaveTextContent('Old Saw (no longer sold)');
    expect(items.querySelectorAll('img')).toHaveLength(2);
    expect(items).toHaveTextContent('5 × $550.00');
    expect(items).toHaveTextContent('Shipping (Standard delivery)$10.00');
    expect(items).toHaveTextContent('NY sales tax$42.00');
    expect(items).toHaveTextContent('Total$4,252.00');

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Deliver to12 Workshop Lane, Albany, NY 12207, US');
    expect(delivery).toHaveTextContent('DeliveryStandard delivery');
    expect(delivery).toHaveTextContent('Phone555-0100');

    const papers = screen.getByRole('region', { name: 'Invoice and credit notes' });
    expect(within(papers).getByRole('link', { name: 'Invoice INV-000042' })).toHaveAttribute('href', `/dashboard/invoice/${order._id}`);
    expect(within(papers).getByRole('link', { name: 'Credit note CN-000007' })).toHaveAttribute(
      'href',
      `/dashboard/invoice/${order._id}?creditNote=1`,
    );
    expect(screen.getByText(/TransactionId:/)).toHaveTextContent('TransactionId: txn_shipped_456');
    // A shipped order has nothing left to pay or cancel.
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('shows the timeline, the shipment linking to the carrier whatever the letter case', async () => {
    mockApi({ 'GET /orders/:id': order });
    renderApp(pagePath(order));

    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('.timeline-label')?.textContent)).toEqual([
      'Placed',
      'Payment started',
      'Paid',
      'Shipped',
      'Partly refunded',
    ]);
    expect(events[0]).toHaveTextContent('by you');
    expect(events[3]).toHaveTextContent('by the shop');
    expect(events[3]).not.toHaveTextContent(admin.email);
    expect(events[4]).toHaveTextContent('1 × Old Saw: $2.50');
    expect(within(events[3]).getByRole('link', { name: 'Track 1Z999AA10123456784 with ups' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
  });

  it('builds the tracking links of UPS, USPS, FedEx and DHL, in any letter case, and none for another carrier', () => {
    expect(trackingUrl('ups', '1Z9')).toBe('https://www.ups.com/track?tracknum=1Z9');
    expect(trackingUrl('FedEx', '7489 2')).toBe('https://www.fedex.com/fedextrack/?trknbr=7489%202');
    expect(trackingUrl(' usps ', '94')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=94');
    expect(trackingUrl('dhl', 'JD01')).toContain('tracking-id=JD01');
    expect(trackingUrl('Royal Mail', 'AB1')).toBeNull();
    expect(trackingUrl('UPS', '')).toBeNull();
    expect(trackingUrl(undefined, '1Z')).toBeNull();
  });

  it('links a FedEx shipment on the page', async () => {
    mockApi({ 'GET /orders/:id': { ...order, carrier: 'FedEx', trackingNumber: '748921' } });
    renderApp(pagePath(order));

    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByRole('link', { name: 'Track 748921 with FedEx' })).toHaveAttribute(
      'href',
      'https://www.fedex.com/fedextrack/?trknbr=748921',
    );
  });

  it('offers Pay (the payment page) and Cancel (after confirmation) while the order waits for payment', async () => {
    const pending = { ...unpaidOrder, events: [{ kind: 'placed' as const, at: unpaidOrder.createdAt, by: 'customer' }] };
    mockApi({ 'GET /orders/:id': pending, 'DELETE /orders/:id': { deletedCount: 1 } });
    const { user } = renderApp(pagePath(pending));

    const pay = await screen.findByRole('link', { name: 'Pay for Cordless Drill' });
    expect(pay).toHaveAttribute('href', `/dashboard/payment/${pending._id}`);
    expect(screen.getByText('Pay within 42 min')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order of Cordless Drill' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Your order #00000001 of 10 × Cordless Drill will be cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cordless Drill deleted successfully')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/orders/${pending._id}`)).toHaveLength(1);
    expect(requestsTo('GET', `/orders/${pending._id}`).length).toBeGreaterThan(1);
  });

  it('puts the lines back into the cart, saying which could not be added and why', async () => {
    mockApi({
      'GET /orders/:id': order,
      'PUT /cart/:toolId': ({ params }: MockRequest) => {
        if (params.toolId === wrench._id) {
          return reply(409, { error: 'More than available quantity', fields: { quantity: 'More than available quantity' } });
        }
        if (params.toolId === 'a00000000000000000000009') return reply(404, { error: 'Tool not found' });
        return { body: { lines: [], subtotal: 1200, count: 10, discount: 0 } };
      },
    });
    const { user } = renderApp(pagePath(order));

    await user.click(await screen.findByRole('button', { name: 'Buy again' }));

    const status = await screen.findByText(/1 of 3 tools added to your cart/);
    expect(within(status).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByText(`${wrench.name}: More than available quantity`)).toBeInTheDocument();
    expect(screen.getByText('Old Saw: This tool is no longer sold')).toBeInTheDocument();
    expect(requestsTo('PUT', `/cart/${drill._id}`)[0].body).toEqual({ quantity: 10 });
    expect(requestsTo('PUT', `/cart/${wrench._id}`)[0].body).toEqual({ quantity: 5 });
  });

  it("shows an admin the customer's order, who did what, without the customer's actions", async () => {
    signInAs(admin);
    mockApi({ 'GET /orders/:id': { ...unpaidOrder, events: order.events } });
    renderApp(pagePath(unpaidOrder));

    expect(await screen.findByRole('region', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    const events = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(events[0]).toHaveTextContent('by the customer');
    expect(events[2]).toHaveTextContent('by the shop');
    expect(events[3]).toHaveTextContent(`by ${admin.email}`);
  });

  it("says the server's refusal of another customer's order", async () => {
    mockApi({ 'GET /orders/:id': reply(404, { error: 'Order not found' }) });
    renderApp(pagePath(order));

    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
