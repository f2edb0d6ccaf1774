import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { admin, customer, drill, paidOrder, tools, wrench, quoteOf } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';
import type { Cart, CartItem, CartLine } from '@/types/api';

const line = (tool: typeof drill, quantity: number, problem = '', problemCode?: CartLine['problemCode']): CartLine => ({
  toolId: tool._id,
  toolsName: tool.name,
  image: tool.image,
  slug: tool.slug,
  unitPrice: tool.price,
  quantity,
  price: tool.price * quantity,
  minOrder: tool.minOrder,
  availableQuantity: tool.availableQuantity,
  problem,
  problemCode,
});

const cartOf = (...lines: CartLine[]): Cart => ({
  lines,
  subtotal: lines.filter((l) => !l.problem).reduce((sum, l) => sum + l.price, 0),
  count: lines.filter((l) => !l.problem).reduce((sum, l) => sum + l.quantity, 0),
  discount: 0,
  parts: [],
});

/** POST /cart/quote as the server answers it, for the lines the visitor's browser keeps. */
const quote = ({ body }: MockRequest) => {
  const { lines } = body as { lines: CartItem[] };
  return { body: cartOf(...lines.map((item) => line(tools.find((t) => t._id === item.toolId)!, item.quantity))) };
};

const storedCart = () => JSON.parse(localStorage.getItem('toolshop.cart') ?? '[]') as CartItem[];

describe('a visitor’s cart', () => {
  beforeEach(() => mockApi({ 'GET /tools': tools, 'POST /cart/quote': quote }));

  it('adds a tool from its card, keeps it in the browser and counts it in the top bar', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: `Add to cart: ${drill.name}` }));

    expect(storedCart()).toEqual([{ toolId: drill._id, quantity: drill.minOrder }]);
    expect(await screen.findByRole('link', { name: 'Cart, 10 items' })).toBeInTheDocument();
    // The spec's Buy Now stays beside it.
    expect(screen.getByRole('link', { name: `Buy Now: ${drill.name}` })).toHaveAttribute('href', `/purchase/${drill._id}`);

    await user.click(screen.getByRole('button', { name: `Add to cart: ${drill.name}` }));
    expect(storedCart()).toEqual([{ toolId: drill._id, quantity: 11 }]);
  });

  it('shows the lines with their problems and sends the visitor to checkout', async () => {
    localStorage.setItem('toolshop.cart', JSON.stringify([{ toolId: wrench._id, quantity: 5 }]));
    renderApp('/cart');

    const cart = await screen.findByRole('list', { name: 'Your cart' });
    expect(within(cart).getByRole('heading', { name: wrench.name })).toBeInTheDocument();
    expect(screen.getByText('$2,750.00', { selector: '.cart-subtotal strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('says a sold out line and waits to check out until it is removed', async () => {
    localStorage.setItem('toolshop.cart', JSON.stringify([{ toolId: wrench._id, quantity: 5 }]));
    mockApi({ 'POST /cart/quote': cartOf(line(wrench, 5, 'Sold out', 'soldOut')) });
    const { user } = renderApp('/cart');

    // Said on its line and in the summary, naming the tool.
    expect(await screen.findAllByText(`${wrench.name}: sold out`)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `Remove ${wrench.name}` }));
    expect(storedCart()).toEqual([]);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('confirms an addition with the count in the top bar and its words, not a toast', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: `Add to cart: ${drill.name}` }));

    expect(await screen.findByRole('link', { name: 'Cart, 10 items' })).toBeInTheDocument();
    expect(await screen.findByText(`${drill.name} is in your cart (10)`)).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('cart-count')).toHaveClass('bump');
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('steps a quantity within the minimum order and the stock, and says a refused one on its line', async () => {
    localStorage.setItem('toolshop.cart', JSON.stringify([{ toolId: wrench._id, quantity: 6 }]));
    const { user } = renderApp('/cart');
    const field = await screen.findByLabelText('Quantity');
    expect(screen.getByRole('link', { name: wrench.name })).toHaveAttribute('href', `/products/${wrench._id}/${wrench.slug}`);

    await user.click(screen.getByRole('button', { name: `One fewer: ${wrench.name}` }));
    await waitFor(() => expect(storedCart()).toEqual([{ toolId: wrench._id, quantity: 5 }]));
    // At the minimum order, one fewer is not offered; Remove is.
    await waitFor(() => expect(screen.getByRole('button', { name: `One fewer: ${wrench.name}` })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: `One more: ${wrench.name}` }));
    await waitFor(() => expect(storedCart()).toEqual([{ toolId: wrench._id, quantity: 6 }]));
    await waitFor(() => expect(field).toHaveValue('6'));

    for (const [typed, said] of [
      ['-2', 'the quantity cannot be negative'],
      ['10.5', 'enter a whole number'],
      ['4', 'the minimum order is 5'],
      ['51', 'only 50 left'],
    ]) {
      await user.clear(field);
      await user.type(field, `${typed}{Enter}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(`${wrench.name}: ${said}. The quantity stays 6.`);
      expect(field).toHaveValue('6');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      // A refused number, a negative one too, never changes or deletes the line.
      expect(storedCart()).toEqual([{ toolId: wrench._id, quantity: 6 }]);
    }
    await user.clear(field);
    await user.type(field, '7');
    await user.tab();
    await waitFor(() => expect(storedCart()).toEqual([{ toolId: wrench._id, quantity: 7 }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a discount code, kept in the browser with the lines and sent with them', async () => {
    localStorage.setItem('toolshop.cart', JSON.stringify([{ toolId: drill._id, quantity: 10 }]));
    mockApi({
      'POST /cart/quote': ({ body }: MockRequest) => {
        const { code } = body as { code?: string };
        const cart = cartOf(line(drill, 10));
        if (code === 'OLD') return { body: { ...cart, code, codeProblem: 'This code has expired' } };
        return { body: code ? { ...cart, code: code.toUpperCase(), discount: 10 } : cart };
      },
    });
    const { user } = renderApp('/cart');
    await user.type(await screen.findByLabelText('Discount code'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('−$10.00')).toBeInTheDocument();
    expect(localStorage.getItem('toolshop.cart.code')).toBe('ten');
    expect(requestsTo('POST', '/cart/quote').at(-1)?.body).toEqual({ lines: [{ toolId: drill._id, quantity: 10 }], code: 'ten' });

    await user.click(screen.getByRole('button', { name: 'Remove the code' }));
    await user.type(await screen.findByLabelText('Discount code'), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired')).toBeInTheDocument();
  });

  it.each([
    [250, 200, 'Lowered to 200: only 200 left'],
    [24, 48, '24 + 24 added up to 48'],
  ])('joins the account’s cart at sign-in, saying what changed (%i to %i)', async (visitor, kept, message) => {
    localStorage.setItem('toolshop.cart', JSON.stringify([{ toolId: drill._id, quantity: visitor }]));
    const merged = { ...cartOf(line(drill, kept)), changes: [{ toolId: drill._id, toolsName: drill.name, message }] };
    mockApi({ 'POST /cart/merge': merged, 'GET /cart': cartOf(line(drill, kept)) });
    signInAs(customer);
    renderApp('/');

    expect(await screen.findByText(`Your cart was added to your account's. Cordless Drill: ${message}.`)).toBeInTheDocument();
    expect(requestsTo('POST', '/cart/merge')[0].body).toEqual({ lines: [{ toolId: drill._id, quantity: visitor }] });
    expect(storedCart()).toEqual([]);
  });
});

describe('a customer’s cart and checkout', () => {
  beforeEach(() => signInAs(customer));

  it('keeps the session when the cart answers "Admins do not buy": the account was just made an admin', async () => {
    mockApi({ 'GET /tools': tools, 'GET /cart': reply(403, { error: 'Admins do not buy' }) });
    renderApp('/');
    await waitFor(() => expect(requestsTo('GET', '/cart').length).toBeGreaterThan(0));
    await new Promise((settled) => setTimeout(settled, 100)); // the answer read
    expect(localStorage.getItem('accessToken')).toBe(`api-token-for-${customer.email}`);
  });

  it('changes a quantity and accepts a changed price on the server', async () => {
    const changed = line(drill, 10, 'The price changed from $110.00 to $120.00', 'priceChanged');
    mockApi({ 'GET /cart': cartOf(changed), 'PUT /cart/:toolId': cartOf(line(drill, 12)) });
    const { user } = renderApp('/cart');

    expect((await screen.findAllByText(`${drill.name}: the price changed from $110.00 to $120.00`, { exact: false }))[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Accept the new price' }));
    expect(requestsTo('PUT', `/cart/${drill._id}`)[0].body).toEqual({ quantity: 10 });
    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('says a quantity the server refuses on its line, naming the tool, and keeps the quantity', async () => {
    mockApi({
      'GET /cart': cartOf(line(drill, 10)),
      'PUT /cart/:toolId': reply(409, { error: 'More than available quantity', fields: { quantity: 'More than available quantity' } }),
    });
    const { user } = renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: `One more: ${drill.name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${drill.name}: more than available quantity. The quantity stays 10.`);
    expect(screen.getByLabelText('Quantity')).toHaveValue('10');
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('does not price a checkout with a line it will not sell: it names the line and leads back to the cart', async () => {
    mockApi({
      'GET /cart': cartOf(line(drill, 10), line(wrench, 60, 'Only 50 left', 'fewLeft')),
      'GET /userprofile/:email': reply(404, { error: 'Profile not found' }),
      'GET /orders': [],
    });
    renderApp('/checkout');
    expect(await screen.findByText(`${wrench.name}: only 50 left`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('says why a discount code does not apply', async () => {
    mockApi({
      'GET /cart': cartOf(line(drill, 10)),
      'PUT /cart/code': reply(409, { error: 'This code has expired', fields: { code: 'This code has expired' } }),
    });
    const { user } = renderApp('/cart');
    await user.type(await screen.findByLabelText('Discount code'), 'old');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired');
  });

  it('places one order with a key kept across retries, and goes on to pay it', async () => {
    mockApi({
      'GET /cart': cartOf(line(drill, 10), line(wrench, 5)),
      'GET /userprofile/:email': { email: customer.email, name: customer.name, education: '', city: '', number: '555-0100', profile: '' },
      'GET /orders': [],
      'GET /shipping-methods': [{ _id: 'f00000000000000000000001', name: 'Pickup at the shop', price: 0, freeOver: 0, countries: [], pickup: true }],
      'POST /checkout/quote': quoteOf({ subtotal: 3950, discount: 0, shipping: 0, tax: 0, price: 3950, shippingMethod: 'Pickup at the shop', taxIncluded: false }),
      'POST /checkout': reply(503, { error: 'Try again' }),
    });
    const { user } = renderApp('/checkout');

    expect(await screen.findByLabelText('Phone number')).toHaveValue('555-0100');
    await user.type(screen.getByLabelText('Street address'), '1 Bench Street');
    await user.selectOptions(await screen.findByLabelText('Shipping'), 'f00000000000000000000001');
    expect(await screen.findByText('Total')).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$3,950.00');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(requestsTo('POST', '/checkout')).toHaveLength(1));

    mockApi({
      'POST /checkout': reply(201, { acknowledged: true, insertedId: 'c00000000000000000000009' }),
      'GET /orders/:id': reply(404, { error: 'Order not found' }),
    });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/dashboard/payment/c00000000000000000000009'));
    const [first, second] = requestsTo('POST', '/checkout');
    // A pickup is taxed where the shop is: it sends no destination.
    expect(first.body).toEqual({
      customerName: customer.name, company: '', line1: '1 Bench Street', line2: '', city: '', postalCode: '', number: '555-0100',
      country: '', region: '', addressId: '', saveAddress: false, shippingMethodId: 'f00000000000000000000001',
    });
    expect(first.idempotencyKey).toBeTruthy();
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('names each line that cannot be bought', async () => {
    mockApi({
      'GET /cart': cartOf(line(drill, 10)),
      'GET /userprofile/:email': reply(404, { error: 'Profile not found' }),
      'GET /orders': [],
      'GET /shipping-methods': [{ _id: 'f00000000000000000000001', name: 'Pickup at the shop', price: 0, freeOver: 0, countries: [], pickup: true }],
      'POST /checkout/quote': quoteOf({ subtotal: 1200, discount: 0, shipping: 0, tax: 0, price: 1200, taxIncluded: false }),
      'POST /checkout': reply(409, { error: 'Some lines of your cart cannot be bought as they are', lines: { [drill._id]: 'Only 3 left' } }),
    });
    const { user } = renderApp('/checkout');
    await user.type(await screen.findByLabelText('Phone number'), '555');
    await user.type(screen.getByLabelText('Street address'), '1 Bench Street');
    await user.selectOptions(await screen.findByLabelText('Shipping'), 'f00000000000000000000001');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(`${drill.name}: only 3 left`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
    // Nothing is priced without the line, and nothing is placed until it is fixed.
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('fills in the last order’s delivery, and asks no address for a pickup', async () => {
    const flatRate = { _id: 'f00000000000000000000002', name: 'Flat rate', price: 9.99, freeOver: 0, countries: ['CA'], pickup: false };
    const pickup = { _id: 'f00000000000000000000001', name: 'Pickup at the shop', price: 0, freeOver: 0, countries: [], pickup: true };
    mockApi({
      'GET /cart': cartOf(line(drill, 10)),
      'GET /userprofile/:email': reply(404, { error: 'Profile not found' }),
      'GET /orders': [
        { ...paidOrder, customerName: 'Carol C.', address: '7 Old Road, Ottawa, ON K1A 0B1, Canada', line1: '7 Old Road', city: 'Ottawa',
          postalCode: 'K1A 0B1', number: '555-0199', country: 'CA', region: 'ON' },
      ],
      'GET /shipping-methods': [flatRate, pickup],
      'POST /checkout/quote': quoteOf({ subtotal: 1200, discount: 0, shipping: 0, tax: 0, price: 1200, taxIncluded: false }),
      'POST /checkout': reply(201, { acknowledged: true, insertedId: 'c00000000000000000000009' }),
      'GET /orders/:id': reply(404, { error: 'Order not found' }),
    });
    const { user } = renderApp('/checkout');

    expect(await screen.findByLabelText('Name')).toHaveValue('Carol C.');
    expect(screen.getByLabelText('Phone number')).toHaveValue('555-0199');
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('Canada'));
    expect(await screen.findByLabelText('State or region')).toHaveValue('Ontario');
    const address = screen.getByLabelText('Street address');
    expect(address).toHaveValue('7 Old Road');
    expect(screen.getByLabelText('City')).toHaveValue('Ottawa');
    expect(screen.getByLabelText('Postal code')).toHaveValue('K1A 0B1');

    // Delivered, the order needs its address.
    await user.clear(address);
    await user.selectOptions(await screen.findByLabelText('Shipping'), flatRate._id);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(address).toHaveAccessibleDescription('Address is required');
    expect(requestsTo('POST', '/checkout')).toHaveLength(0);

    // Picked up at the shop, it needs none, nor a place.
    await user.selectOptions(screen.getByLabelText('Shipping'), pickup._id);
    expect(screen.queryByLabelText('Street address')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
    expect(screen.getByText('No address needed: you collect the order at the shop.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/dashboard/payment/c00000000000000000000009'));
    expect(requestsTo('POST', '/checkout')[0].body).toMatchObject({ addressId: '', shippingMethodId: pickup._id, country: '', region: '' });
  });

  it('takes a state by its name and sends its code; the quote says why it has no total yet', async () => {
    const post = { _id: 'f00000000000000000000002', name: 'Post', price: 9, freeOver: 0, countries: ['US'], pickup: false };
    mockApi({
      'GET /cart': cartOf(line(drill, 10)),
      'GET /userprofile/:email': reply(404, { error: 'Profile not found' }),
      'GET /orders': [],
      'GET /shipping-methods': [post],
      'POST /checkout/quote': ({ body }: MockRequest) =>
        (body as { region: string }).region === 'CA'
          ? { body: quoteOf({ subtotal: 1200, discount: 0, shipping: 9, tax: 87, taxName: 'CA sales tax', price: 1296, shippingMethod: 'Post', taxIncluded: false }) }
          : reply(400, { error: 'Choose the state or region', fields: { region: 'Choose the state or region' } }),
      'POST /checkout': reply(201, { acknowledged: true, insertedId: 'c00000000000000000000009' }),
      'GET /orders/:id': reply(404, { error: 'Order not found' }),
    });
    const { user } = renderApp('/checkout');
    await user.type(await screen.findByLabelText('Phone number'), '555');
    await user.type(screen.getByLabelText('Street address'), '1 Bench Street');
    await user.selectOptions(await screen.findByLabelText('Shipping'), post._id);
    expect(await screen.findByText('Choose the state or region')).toBeInTheDocument();

    const state = await screen.findByLabelText('State or region');
    await user.type(state, 'Californ');
    await user.tab();
    expect(state).toHaveAccessibleDescription('Choose a state or region of United States from the list');
    await user.clear(state);
    await user.type(state, 'california');
    expect(await screen.findByText('$1,296.00', { selector: '.parts dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(requestsTo('POST', '/checkout')).toHaveLength(1));
    expect(requestsTo('POST', '/checkout')[0].body).toMatchObject({ country: 'US', region: 'CA', shippingMethodId: post._id });
  });

  it('has no cart for admins', async () => {
    signInAs(admin);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });
});
