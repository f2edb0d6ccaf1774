import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { drill, tools, quoteOf } from '@/testing/data';
import { mockApi, reply, requestsTo, type MockRequest } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';
import type { CartItem } from '@/types/api';

const pickup = {
  _id: 'f00000000000000000000001',
  name: 'Pickup at the shop',
  price: 0,
  freeOver: 0,
  countries: [],
  pickup: true,
  address: '1 Mill Road',
  hours: 'Mon–Fri 9–17',
};
const orderId = 'c00000000000000000000009';

/** POST /cart/quote for the visitor's lines, each at its tool's price. */
const quote = ({ body }: MockRequest) => {
  const lines = (body as { lines: CartItem[] }).lines.map((item) => {
    const tool = tools.find((t) => t._id === item.toolId)!;
    return { toolId: tool._id, toolsName: tool.name, image: tool.image, unitPrice: tool.price, quantity: item.quantity,
      price: tool.price * item.quantity, minOrder: tool.minOrder, availableQuantity: tool.availableQuantity, problem: '' };
  });
  return { body: { lines, subtotal: lines.reduce((sum, l) => sum + l.price, 0), count: lines.length, discount: 0, parts: [] } };
};

describe('a visitor’s checkout', () => {
  beforeEach(() => {
    localStorage.setItem('toolshop.cart', JSON.stringify([{ toolId: drill._id, quantity: 10 }]));
    mockApi({
      'GET /tools': tools,
      'POST /cart/quote': quote,
      'GET /shipping-methods': [pickup],
      'POST /checkout/quote': quoteOf({ subtotal: 1200, discount: 0, shipping: 0, tax: 0, price: 1200, shippingMethod: pickup.name, taxIncluded: false }),
    });
  });

  it('offers to sign in or to check out as a guest, and asks the guest for an email', async () => {
    const { user } = renderApp('/checkout');

    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirectTo=%2Fcheckout');
    expect(screen.getByRole('heading', { name: 'Check out as a guest' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'gus@');
    expect(screen.getByText('Please provide valid email')).toBeInTheDocument();
    expect(requestsTo('POST', '/checkout')).toHaveLength(0);
  });

  it('places the guest order without a token, with the lines and email, and opens its page by the key after #', async () => {
    mockApi({
      'POST /checkout': reply(201, { acknowledged: true, insertedId: orderId, orderKey: 'k3y' }),
      'GET /orders/:id': reply(403, { error: 'This is not your order' }),
    });
    const { user } = renderApp('/checkout');
    await user.type(await screen.findByLabelText('Email'), 'gus@example.com');
    await user.type(screen.getByLabelText('Name'), 'Gus');
    await user.type(screen.getByLabelText('Phone number'), '555-0100');
    await user.selectOptions(await screen.findByLabelText('Shipping'), pickup._id);
    expect(await screen.findByText('Total')).toBeInTheDocument();
    // The pickup says where and when the order waits.
    const place = screen.getByText('Pick up at').closest('dl');
    expect(place).toHaveTextContent('Pick up at1 Mill RoadOpening hoursMon–Fri 9–17');
    const [priced] = requestsTo('POST', '/checkout/quote');
    expect(priced.authorization).toBeNull();
    expect(priced.body).toMatchObject({ lines: [{ toolId: drill._id, quantity: 10 }] });
    expect(priced.body).not.toHaveProperty('email');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe(`/guest/orders/${orderId}`));
    expect(currentLocation.value?.hash).toBe('#key=k3y');
    expect(currentLocation.value?.search).toBe('');
    const [placed] = requestsTo('POST', '/checkout');
    expect(placed.authorization).toBeNull();
    expect(placed.idempotencyKey).toBeTruthy();
    expect(placed.body).toMatchObject({
      email: 'gus@example.com', lines: [{ toolId: drill._id, quantity: 10 }], customerName: 'Gus', line1: '',
      number: '555-0100', country: '', region: '', shippingMethodId: pickup._id, saveAddress: false,
    });
    expect(sessionStorage.getItem(`toolshop.orderKey.${orderId}`)).toBe('k3y');
    expect(localStorage.getItem('toolshop.cart')).toBeNull();
  });

  it('says where the link is when a retried submit is answered without the order’s key', async () => {
    mockApi({ 'POST /checkout': reply(201, { acknowledged: true, insertedId: orderId }) });
    const { user } = renderApp('/checkout');
    await user.type(await screen.findByLabelText('Email'), 'gus@example.com');
    await user.type(screen.getByLabelText('Name'), 'Gus');
    await user.type(screen.getByLabelText('Phone number'), '555-0100');
    await user.selectOptions(await screen.findByLabelText('Shipping'), pickup._id);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText(/The link to see and pay it is in the mail we sent you/)).toBeInTheDocument();
    expect(currentLocation.value?.hash).toBe('');
    expect(sessionStorage.getItem(`toolshop.orderKey.${orderId}`)).toBeNull();
    expect(localStorage.getItem('toolshop.cart')).toBeNull();
  });
});
