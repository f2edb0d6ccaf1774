import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { cancelledOrder, customer, drill, now, shippedOrder, unpaidOrder, variantDrill } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Order, OrderLine } from '@/types/api';

const [, eighteenBare, eighteenKit] = variantDrill.variants;

const lineOf = (variant: (typeof variantDrill.variants)[number], quantity: number): OrderLine => ({
  toolId: variantDrill._id,
  toolsName: variantDrill.name,
  variantId: variant._id,
  variantName: variant.name,
  sku: variant.sku,
  unitPrice: variant.price,
  quantity,
  price: variant.price * quantity,
  discount: 0,
  tax: 0,
  refundedQuantity: 0,
  image: variantDrill.image,
});

/** A shipped order of two variants of the drill with variants and the plain drill. */
const order: Order = {
  ...shippedOrder,
  toolId: undefined,
  unitPrice: undefined,
  toolsName: `${variantDrill.name}, ${variantDrill.name} and ${drill.name}`,
  quantity: 13,
  lines: [
    lineOf(eighteenBare, 2),
    lineOf(eighteenKit, 1),
    { toolId: drill._id, toolsName: drill.name, unitPrice: 120, quantity: 10, price: 1200, discount: 0, tax: 0, refundedQuantity: 0, image: drill.image },
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => vi.useRealTimers());

describe("a customer's orders of variants", () => {
  beforeEach(() => signInAs(customer));

  it("shows each line's variant and SKU, links to Buy Now in that variant, and buys again each in its variant", async () => {
    mockApi({ 'GET /orders/:id': order, 'PUT /cart/:toolId': { lines: [], subtotal: 0, count: 0, discount: 0, parts: [] } });
    const { user } = renderApp(`/dashboard/orders/${order._id}`);

    const items = await screen.findByRole('region', { name: 'Items' });
    const [bare, kit, plain] = within(items).getAllByRole('listitem');
    expect(bare).toHaveTextContent('18V · Bare tool · SKU VM-ID18-B');
    expect(kit).toHaveTextContent('18V · 2 × 2.0Ah · SKU VM-ID18-K2');
    expect(within(kit).getByRole('link', { name: variantDrill.name })).toHaveAttribute(
      'href',
      `/purchase/${variantDrill._id}?variant=${eighteenKit._id}`,
    );
    expect(plain).not.toHaveTextContent('SKU');
    expect(within(plain).getByRole('link', { name: drill.name })).toHaveAttribute('href', `/purchase/${drill._id}`);

    await user.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText(/All 3 tools are in your cart/)).toBeInTheDocument();
    expect(requestsTo('PUT', `/cart/${variantDrill._id}`).map((request) => request.body)).toEqual([
      { quantity: 2, variantId: eighteenBare._id },
      { quantity: 1, variantId: eighteenKit._id },
    ]);
    expect(requestsTo('PUT', `/cart/${drill._id}`)[0].body).toEqual({ quantity: 10 });
  });

  it('names a refused line of Buy again with its variant', async () => {
    mockApi({
      'GET /orders/:id': order,
      'PUT /cart/:toolId': ({ body }: MockRequest) =>
        (body as { variantId?: string }).variantId === eighteenKit._id
          ? reply(400, { error: 'This tool has no such variant', fields: { variantId: 'This tool has no such variant' } })
          : { body: { lines: [], subtotal: 0, count: 0, discount: 0, parts: [] } },
    });
    const { user } = renderApp(`/dashboard/orders/${order._id}`);
    await user.click(await screen.findByRole('button', { name: 'Buy again' }));

    expect(await screen.findByText(/2 of 3 tools added to your cart/)).toBeInTheDocument();
    expect(screen.getByText(`${variantDrill.name} — ${eighteenKit.name}: This tool has no such variant`)).toBeInTheDocument();
  });

  it("lists the variants of each order's lines in My Orders", async () => {
    const oneLine = { ...unpaidOrder, toolsName: variantDrill.name, lines: [lineOf(eighteenKit, 1)] };
    mockApi({ 'GET /orders': [oneLine, order] });
    renderApp('/dashboard/my-order');

    const list = await screen.findByRole('list', { name: 'Your orders' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveTextContent('18V · 2 × 2.0Ah · SKU VM-ID18-K2');
    // Several lines: each variant says whose it is.
    expect(second).toHaveTextContent(`${variantDrill.name}: 18V · Bare tool · SKU VM-ID18-B`);
    expect(second).toHaveTextContent(`${variantDrill.name}: 18V · 2 × 2.0Ah · SKU VM-ID18-K2`);
  });

  it('puts the variants of a cancelled order back in the cart', async () => {
    const cancelled = { ...cancelledOrder, lines: [lineOf(eighteenKit, 1), ...cancelledOrder.lines] };
    mockApi({ 'GET /orders': [cancelled], 'POST /cart/merge': { lines: [], subtotal: 0, count: 0, discount: 0, parts: [] } });
    const { user } = renderApp('/dashboard/my-order');

    await user.click(await screen.findByRole('button', { name: `Put the tools of order ${cancelled.orderNumber} back in the cart` }));
    await waitFor(() => expect(requestsTo('POST', '/cart/merge')).toHaveLength(1));
    expect(requestsTo('POST', '/cart/merge')[0].body).toEqual({
      lines: [
        { toolId: variantDrill._id, variantId: eighteenKit._id, quantity: 1 },
        { toolId: drill._id, quantity: 10 },
      ],
    });
  });
});

describe("a guest's order of variants", () => {
  it("puts each line back into this browser's cart in its variant", async () => {
    const guestOrder = { ...order, guest: true, email: 'gus@example.com', actions: [] };
    mockApi({
      'GET /orders/:id': ({ orderKey }: MockRequest) => (orderKey === 'k3y' ? { body: guestOrder } : reply(403, { error: 'This is not your order' })),
      'POST /cart/quote': { lines: [], subtotal: 0, count: 0, discount: 0, parts: [] },
    });
    const { user } = renderApp(`/guest/orders/${order._id}#key=k3y`);

    expect(await screen.findByRole('region', { name: 'Items' })).toHaveTextContent('18V · 2 × 2.0Ah · SKU VM-ID18-K2');
    await user.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText(/in your cart/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('toolshop.cart') ?? '[]')).toEqual([
      { toolId: variantDrill._id, variantId: eighteenBare._id, quantity: 2 },
      { toolId: variantDrill._id, variantId: eighteenKit._id, quantity: 1 },
      { toolId: drill._id, quantity: 10 },
    ]);
  });
});
