import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { customer, drill, quoteOf, variantDrill } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Cart, CartItem, CartLine } from '@/types/api';

const [, eighteenBare, eighteenKit] = variantDrill.variants;

/** A line of the drill with variants, in one of them, as the server answers it. */
const variantLine = (variant: (typeof variantDrill.variants)[number], quantity: number, problem = ''): CartLine => ({
  toolId: variantDrill._id,
  toolsName: variantDrill.name,
  variantId: variant._id,
  variantName: variant.name,
  sku: variant.sku,
  image: variantDrill.image,
  slug: variantDrill.slug,
  unitPrice: variant.price,
  quantity,
  price: variant.price * quantity,
  minOrder: variant.minOrder,
  availableQuantity: variant.availableQuantity,
  problem,
});

const cartOf = (...lines: CartLine[]): Cart => ({
  lines,
  subtotal: lines.reduce((sum, l) => sum + l.price, 0),
  count: lines.reduce((sum, l) => sum + l.quantity, 0),
  discount: 0,
  parts: [],
});

/** POST /cart/quote for the visitor's lines of the drill, each in its variant. */
const quote = ({ body }: MockRequest) => {
  const { lines } = body as { lines: CartItem[] };
  return { body: cartOf(...lines.map((item) => variantLine(variantDrill.variants.find((v) => v._id === item.variantId)!, item.quantity))) };
};

const storedCart = () => JSON.parse(localStorage.getItem('toolshop.cart') ?? '[]') as CartItem[];
const bare = `${variantDrill.name} — ${eighteenBare.name}`;
const kit = `${variantDrill.name} — ${eighteenKit.name}`;

describe('a cart of variants', () => {
  it("keeps a visitor's line per variant, shows each variant and SKU, and changes or removes only that line", async () => {
    localStorage.setItem(
      'toolshop.cart',
      JSON.stringify([
        { toolId: variantDrill._id, variantId: eighteenBare._id, quantity: 3 },
        { toolId: variantDrill._id, variantId: eighteenKit._id, quantity: 1 },
      ]),
    );
    mockApi({ 'POST /cart/quote': quote });
    const { user } = renderApp('/cart');

    const cart = await screen.findByRole('list', { name: 'Your cart' });
    expect(within(cart).getByText('18V · Bare tool')).toBeInTheDocument();
    expect(within(cart).getByText('· SKU VM-ID18-B')).toBeInTheDocument();
    expect(within(cart).getByText('18V · 2 × 2.0Ah')).toBeInTheDocument();
    expect(within(cart).getByText('· SKU VM-ID18-K2')).toBeInTheDocument();
    expect(requestsTo('POST', '/cart/quote')[0].body).toEqual({
      lines: [
        { toolId: variantDrill._id, variantId: eighteenBare._id, quantity: 3 },
        { toolId: variantDrill._id, variantId: eighteenKit._id, quantity: 1 },
      ],
    });
    // Each line's name leads to the tool's page in its variant.
    expect(within(cart).getAllByRole('link', { name: variantDrill.name })[1]).toHaveAttribute(
      'href',
      `/products/${variantDrill._id}/${variantDrill.slug}?variant=${eighteenKit._id}`,
    );

    await user.click(screen.getByRole('button', { name: `One more: ${bare}` }));
    await waitFor(() =>
      expect(storedCart()).toEqual([
        { toolId: variantDrill._id, variantId: eighteenBare._id, quantity: 4 },
        { toolId: variantDrill._id, variantId: eighteenKit._id, quantity: 1 },
      ]),
    );
    await user.click(screen.getByRole('button', { name: `Remove ${kit}` }));
    await waitFor(() => expect(storedCart()).toEqual([{ toolId: variantDrill._id, variantId: eighteenBare._id, quantity: 4 }]));
    await waitFor(() => expect(screen.queryByText('18V · 2 × 2.0Ah')).not.toBeInTheDocument());
  });

  it("sends a customer's quantity and removal of a variant's line with its variant", async () => {
    signInAs(customer);
    mockApi({
      'GET /cart': cartOf(variantLine(eighteenBare, 3), variantLine(eighteenKit, 1)),
      'PUT /cart/:toolId': ({ body }: MockRequest) => {
        const { quantity, variantId } = body as CartItem;
        const kept = variantId === eighteenKit._id ? [variantLine(eighteenBare, 3)] : [variantLine(eighteenBare, quantity), variantLine(eighteenKit, 1)];
        return { body: cartOf(...kept) };
      },
    });
    const { user } = renderApp('/cart');

    await user.click(await screen.findByRole('button', { name: `One fewer: ${bare}` }));
    await waitFor(() => expect(requestsTo('PUT', `/cart/${variantDrill._id}`)).toHaveLength(1));
    expect(requestsTo('PUT', `/cart/${variantDrill._id}`)[0].body).toEqual({ quantity: 2, variantId: eighteenBare._id });
    await user.click(screen.getByRole('button', { name: `Remove ${kit}` }));
    await waitFor(() => expect(requestsTo('PUT', `/cart/${variantDrill._id}`)).toHaveLength(2));
    expect(requestsTo('PUT', `/cart/${variantDrill._id}`)[1].body).toEqual({ quantity: 0, variantId: eighteenKit._id });
    await waitFor(() => expect(screen.queryByText('18V · 2 × 2.0Ah')).not.toBeInTheDocument());
  });

  it("says a checkout's refusal on the variant's line it names", async () => {
    signInAs(customer);
    const pickup = { _id: 'f00000000000000000000001', name: 'Pickup at the shop', price: 0, freeOver: 0, countries: [], pickup: true };
    mockApi({
      'GET /cart': cartOf(variantLine(eighteenBare, 3), variantLine(eighteenKit, 2)),
      'GET /userprofile/:email': reply(404, { error: 'Profile not found' }),
      'GET /orders': [],
      'GET /shipping-methods': [pickup],
      'POST /checkout/quote': quoteOf({ subtotal: 785, discount: 0, shipping: 0, tax: 0, price: 785, taxIncluded: false }),
      'POST /checkout': reply(409, {
        error: 'Some lines of your cart cannot be bought as they are',
        lines: { [`${variantDrill._id}:${eighteenKit._id}`]: 'Only 1 left' },
      }),
    });
    const { user } = renderApp('/checkout');
    // The order's lines name their variants.
    expect(await screen.findByText(`3 × ${bare}`)).toBeInTheDocument();
    expect(screen.getByText(`2 × ${kit}`)).toBeInTheDocument();

    await user.type(await screen.findByLabelText('Phone number'), '555');
    await user.type(screen.getByLabelText('Street address'), '1 Bench Street');
    await user.selectOptions(await screen.findByLabelText('Shipping'), pickup._id);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const blocked = await screen.findByRole('alert', { name: 'Lines to fix' });
    expect(within(blocked).getByRole('listitem')).toHaveTextContent(`${kit}: only 1 left`);
  });

  it("sends a visitor's lines with their variants to the account's cart at sign-in", async () => {
    const visitorLines = [
      { toolId: variantDrill._id, variantId: eighteenKit._id, quantity: 1 },
      { toolId: drill._id, quantity: 10 },
    ];
    localStorage.setItem('toolshop.cart', JSON.stringify(visitorLines));
    mockApi({ 'POST /cart/merge': cartOf(variantLine(eighteenKit, 1)), 'GET /cart': cartOf(variantLine(eighteenKit, 1)), 'GET /tools': [] });
    signInAs(customer);
    renderApp('/');

    await waitFor(() => expect(requestsTo('POST', '/cart/merge')).toHaveLength(1));
    expect(requestsTo('POST', '/cart/merge')[0].body).toEqual({ lines: visitorLines });
  });
});
