import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { customer, drill, quoteOf, variantDrill } from '@/testing/data';
import { mockApi, reply, requestsTo, resetMockApi, signInAs, type MockRequest } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';

const purchasePath = `/purchase/${drill._id}`;
const post = { _id: 'f00000000000000000000002', name: 'Post', price: 9.99, freeOver: 0, countries: ['US'], pickup: false };
const pickup = { _id: 'f00000000000000000000001', name: 'Pickup at the shop', price: 0, freeOver: 0, countries: [], pickup: true };

// The server's quote of an order of the drill: $120 each, Post $9.99 under $2,000, 10 % tax.
const quote = ({ body }: MockRequest) => {
  const { quantity } = body as { quantity: number };
  const subtotal = quantity * 120;
  const shipping = subtotal < 2000 ? 9.99 : 0;
  const tax = Math.round(subtotal * 10) / 100;
  return { body: quoteOf({ subtotal, discount: 0, shipping, shippingMethod: 'Post', tax, taxName: 'Sales tax', taxIncluded: false, price: subtotal + shipping + tax }) };
};

async function fillDelivery(user: UserEvent) {
  await user.type(await screen.findByLabelText('Phone number'), '555-0100');
  await user.type(screen.getByLabelText('Street address'), '1 Bench Street');
  await user.type(screen.getByLabelText('City'), 'New York');
  await user.type(screen.getByLabelText('Postal code'), '10001');
  await user.type(await screen.findByLabelText('State or region'), 'new york');
  await user.tab();
  await user.selectOptions(await screen.findByLabelText('Shipping'), post._id);
}

beforeEach(() => {
  signInAs(customer);
  mockApi({ 'GET /tool/:id': drill, 'GET /shipping-methods': [post, pickup], 'POST /orders/quote': quote });
});

describe('purchase page: Buy Now is the checkout of one tool', () => {
  it('prefills name and email read-only, quantity at the minimum order', async () => {
    renderApp(purchasePath);

    expect(await screen.findByRole('heading', { level: 2, name: 'Cordless Drill' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Carol Customer');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue(customer.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Quantity')).toHaveValue(10);
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it('disables Purchase while the quantity is out of range', async () => {
    const { user } = renderApp(purchasePath);
    const quantity = await screen.findByLabelText('Quantity');

    await user.clear(quantity);
    await user.type(quantity, '9');
    expect(screen.getByText('Less than minimum order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, '201');
    expect(screen.getByText('More than available quantity')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, '200');
    expect(screen.queryByText('More than available quantity')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it('requires the number, the address and a way to send it', async () => {
    const { user } = renderApp(purchasePath);
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));

    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Number is required');
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription('Address is required');
    expect(screen.getByLabelText('Shipping')).toHaveAccessibleDescription('Choose how the order reaches you');
    expect(requestsTo('POST', '/orders')).toHaveLength(0);
  });

  it("shows the server's price for the destination and method beside the form", async () => {
    const { user } = renderApp(purchasePath);
    const parts = await screen.findByRole('region', { name: 'What the order costs' });
    expect(parts).toHaveTextContent('Shipping and tax show once you choose how the order reaches you.');
    expect(requestsTo('POST', '/orders/quote')).toHaveLength(0);

    await fillDelivery(user);
    await waitFor(() => expect(parts).toHaveTextContent('Subtotal$1,200.00Shipping (Post)$9.99Sales tax$120.00Total$1,329.99'));
    expect(requestsTo('POST', '/orders/quote').at(-1)?.body).toMatchObject({
      toolId: drill._id,
      quantity: 10,
      country: 'US',
      region: 'NY',
      shippingMethodId: post._id,
    });

    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '10.5');
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription(/Quantity must be a whole number/);
    expect(parts).toHaveTextContent('The price shows for a quantity that can be ordered.');
    expect(parts).not.toHaveTextContent('Total');
  });

  it('places the order with the checkout’s fields and goes straight on to pay it', async () => {
    mockApi({ 'POST /orders': reply(201, { acknowledged: true, insertedId: 'c00000000000000000000009' }), 'GET /orders/:id': reply(404, { error: 'Order not found' }) });
    const { user } = renderApp(purchasePath);
    await fillDelivery(user);
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '12');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/dashboard/payment/c00000000000000000000009'));
    const [sent] = requestsTo('POST', '/orders');
    expect(sent.body).toMatchObject({
      toolId: drill._id,
      quantity: 12,
      customerName: 'Carol Customer',
      number: '555-0100',
      line1: '1 Bench Street',
      city: 'New York',
      postalCode: '10001',
      country: 'US',
      region: 'NY',
      shippingMethodId: post._id,
    });
    expect(sent.body).not.toHaveProperty('email');
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByText('Order confirmed successfully')).not.toBeInTheDocument();
  });

  it('lets a guest buy without signing in: a pickup needs no address, and the order’s key opens it to pay', async () => {
    localStorage.removeItem('accessToken');
    resetMockApi();
    mockApi({
      'GET /tool/:id': drill,
      'GET /shipping-methods': [post, pickup],
      'POST /orders/quote': quote,
      'POST /orders': reply(201, { acknowledged: true, insertedId: 'c00000000000000000000009', orderKey: 'k'.repeat(43) }),
      'GET /orders/:id': reply(404, { error: 'Order not found' }),
    });
    const { user } = renderApp(purchasePath);

    await user.type(await screen.findByLabelText('Email'), 'gus@example.com');
    await user.selectOptions(await screen.findByLabelText('Shipping'), pickup._id);
    expect(screen.queryByLabelText('Street address')).not.toBeInTheDocument();
    expect(screen.getByText('No address needed: you collect the order at the shop.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Gus Guest');
    await user.type(screen.getByLabelText('Phone number'), '555');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/guest/orders/c00000000000000000000009'));
    const [sent] = requestsTo('POST', '/orders');
    expect(sent.authorization).toBeNull();
    expect(sent.body).toMatchObject({ email: 'gus@example.com', customerName: 'Gus Guest', shippingMethodId: pickup._id, country: '', region: '' });
    expect(requestsTo('POST', '/orders/quote').at(-1)?.body).not.toHaveProperty('email');
  });

  it('says a tool is out of stock instead of a form that can only fail', async () => {
    mockApi({ 'GET /tool/:id': { ...drill, availableQuantity: 3 } });
    renderApp(purchasePath);

    expect(await screen.findByText(/Out of stock: only 3 left, and the minimum order is 10\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal under its input, and stays on the page", async () => {
    mockApi({
      'POST /orders': reply(400, { error: 'Enter the postal code as United States writes it, such as 95014', fields: { postalCode: 'Enter the postal code as United States writes it, such as 95014' } }),
    });
    const { user } = renderApp(purchasePath);
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    await waitFor(() => expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(/such as 95014/));
    expect(currentLocation.value?.pathname).toBe(purchasePath);
  });
});

describe('Buy Now of a variant', () => {
  const [, , eighteenKit] = variantDrill.variants;

  beforeEach(() => {
    mockApi({
      'GET /tool/:id': variantDrill,
      'POST /orders/quote': quoteOf({ subtotal: 199, discount: 0, shipping: 9.99, shippingMethod: 'Post', tax: 0, taxIncluded: false, price: 208.99 }),
      'POST /orders': reply(201, { acknowledged: true, insertedId: 'c00000000000000000000009' }),
      'GET /orders/:id': reply(404, { error: 'Order not found' }),
    });
  });

  it('names the variant, and quotes and places the order of it', async () => {
    const { user } = renderApp(`/purchase/${variantDrill._id}?variant=${eighteenKit._id}`);

    expect(await screen.findByRole('heading', { level: 2, name: variantDrill.name })).toBeInTheDocument();
    expect(screen.getByText(eighteenKit.name)).toBeInTheDocument();
    expect(screen.getByText('$199.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('max', '2');
    await waitFor(() => expect(document.title).toBe(`Purchase ${variantDrill.name} — ${eighteenKit.name} · Toolshop`));

    await fillDelivery(user);
    expect(await screen.findByText('$208.99')).toBeInTheDocument();
    expect(requestsTo('POST', '/orders/quote').at(-1)?.body).toMatchObject({ toolId: variantDrill._id, variantId: eighteenKit._id, quantity: 1 });

    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await waitFor(() => expect(requestsTo('POST', '/orders')).toHaveLength(1));
    expect(requestsTo('POST', '/orders')[0].body).toMatchObject({ toolId: variantDrill._id, variantId: eighteenKit._id, quantity: 1 });
  });

  it("sends a link without a variant to the tool's page to choose one", async () => {
    renderApp(`/purchase/${variantDrill._id}`);

    const hint = await screen.findByText((_, element) => element?.className === 'choose-hint');
    expect(hint).toHaveTextContent("Choose a Voltage and Kit on the tool's page.");
    expect(hint).toHaveAttribute('role', 'status');
    expect(within(hint).getByRole('link', { name: "the tool's page" })).toHaveAttribute('href', `/products/${variantDrill._id}/${variantDrill.slug}`);
    expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
  });
});
