import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { customer, drill, quoteOf } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';

const purchasePath = `/purchase/${drill._id}`;

async function fillContact(user: UserEvent) {
  await user.type(await screen.findByLabelText('Phone number'), '555-0100');
  await user.type(screen.getByLabelText('Address'), '1 Bench Street');
}

// The server's quote of an order of the drill: $120 each, $9.99 shipping under $2,000, 10 % tax.
const quote = ({ body }: MockRequest) => {
  const { quantity } = body as { quantity: number };
  const subtotal = quantity * 120;
  const shipping = subtotal < 2000 ? 9.99 : 0;
  const tax = Math.round(subtotal * 10) / 100;
  return { body: quoteOf({ subtotal, discount: 0, shipping, shippingMethod: 'Standard delivery', tax, taxName: 'Sales tax', taxIncluded: false, price: subtotal + shipping + tax }) };
};

beforeEach(() => {
  signInAs(customer);
  mockApi({ 'GET /tool/:id': drill, 'POST /orders/quote': quote });
});

describe('purchase page', () => {
  it('shows the tool and prefills name and email read-only, quantity at the minimum order', async () => {
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

  it('requires the phone number and the address', async () => {
    const { user } = renderApp(purchasePath);
    await user.click(await screen.findByRole('button', { name: 'Purchase' }));

    expect(screen.getByText('Number is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(requestsTo('POST', '/orders')).toHaveLength(0);
  });

  it("shows the server's price of the order as the quantity changes, and none for a quantity that cannot be ordered", async () => {
    const { user } = renderApp(purchasePath);
    const quantity = await screen.findByLabelText('Quantity');
    const parts = await screen.findByRole('region', { name: 'What the order costs' });
    expect(parts).toHaveTextContent('Subtotal$1,200.00Shipping (Standard delivery)$9.99Sales tax$120.00Total$1,329.99');

    await user.clear(quantity);
    await user.type(quantity, '20');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'What the order costs' })).toHaveTextContent(
        'Shipping (Standard delivery)$0.00Sales tax$240.00Total$2,640.00',
      ),
    );
    expect(requestsTo('POST', '/orders/quote').at(-1)?.body).toEqual({ toolId: drill._id, quantity: 20 });

    await user.clear(quantity);
    await user.type(quantity, '10.5');
    expect(screen.getByText('Quantity must be a whole number')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What the order costs' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  });

  it('says a tool is out of stock instead of a form that can only fail', async () => {
    mockApi({ 'GET /tool/:id': { ...drill, availableQuantity: 3 } });
    renderApp(purchasePath);

    expect(await screen.findByText(/Out of stock: only 3 left, and the minimum order is 10\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
    expect(screen.queryByText('More than available quantity')).not.toBeInTheDocument();
  });

  it('places the order, confirms it and goes to My Orders', async () => {
    mockApi({
      'POST /orders': reply(201, { acknowledged: true, insertedId: 'c00000000000000000000009' }),
      'GET /orders': [],
    });
    const { user } = renderApp(purchasePath);
    await fillContact(user);
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '12');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    expect(await screen.findByText('Order confirmed successfully')).toBeInTheDocument();
    expect(requestsTo('POST', '/orders')[0].body).toEqual({
      toolId: drill._id,
      customerName: 'Carol Customer',
      address: '1 Bench Street',
      number: '555-0100',
      quantity: 12,
    });
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/dashboard/my-order');
  });

  it("shows the server's refusal and stays on the page while three orders wait for payment", async () => {
    mockApi({ 'POST /orders': reply(409, { error: 'Pay or cancel your unpaid orders first' }) });
    const { user } = renderApp(purchasePath);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Pay or cancel your unpaid orders first');
    expect(screen.getAllByText('Pay or cancel your unpaid orders first')).toHaveLength(1);
    expect(screen.queryByText('Order confirmed successfully')).not.toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe(purchasePath);
  });

  it.each([
    ['number', 'Phone number', 400, 'Must be one line, without control characters'],
    ['quantity', 'Quantity', 409, 'More than available quantity'],
  ])("shows the server's message about %s under its input, not as a toast", async (field, label, status, message) => {
    mockApi({ 'POST /orders': reply(status, { error: message, fields: { [field]: message } }) });
    const { user } = renderApp(purchasePath);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(new RegExp(message)));
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs out on a 401 and sends the user to /login, to come back to this tool', async () => {
    mockApi({ 'POST /orders': reply(401, { error: 'This session has ended: sign in again' }) });
    const { user } = renderApp(purchasePath);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentLocation.value?.search).toBe(`?redirectTo=${encodeURIComponent(purchasePath)}`);
    expect(localStorage.getItem('accessToken')).toBeNull();
    // The reason, once: no default toast besides it.
    expect(screen.getByRole('alert')).toHaveTextContent('This session has ended: sign in again');
  });
});
