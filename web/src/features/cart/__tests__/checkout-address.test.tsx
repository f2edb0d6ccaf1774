import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { customer, drill, savedAddress, quoteOf } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';

const home = savedAddress;
const post = { _id: 'f00000000000000000000002', name: 'Post', price: 9, freeOver: 0, countries: ['CA', 'US'], pickup: false };

beforeEach(() => {
  signInAs(customer);
  mockApi({
    'GET /cart': {
      lines: [{ toolId: drill._id, toolsName: drill.name, image: drill.image, unitPrice: 120, quantity: 10, price: 1200, minOrder: 1,
        availableQuantity: 50, problem: '' }],
      subtotal: 1200, count: 10, discount: 0,
    },
    'GET /userprofile/:email': reply(404, { error: 'Profile not found' }),
    'GET /orders': [],
    'GET /shipping-methods': [post],
    'POST /checkout/quote': quoteOf({ subtotal: 1200, discount: 0, shipping: 9, tax: 0, price: 1209, taxIncluded: false }),
    'POST /checkout': reply(201, { acknowledged: true, insertedId: 'c00000000000000000000009' }),
    'GET /orders/:id': reply(404, { error: 'Order not found' }),
  });
});

describe('the checkout’s address', () => {
  it('delivers to the book’s default address, priced for its place', async () => {
    mockApi({ 'GET /addresses': [{ ...home, isDefault: false, _id: 'a00000000000000000000002', address: '1 Other St, Ottawa, ON K1A 0B1, Canada' }, home] });
    const { user } = renderApp('/checkout');

    expect(await screen.findByRole('radio', { name: /24 Sussex Dr, Ottawa, ON K1A 0B1, Canada/ })).toBeChecked();
    expect(screen.queryByLabelText('Street address')).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Shipping'), post._id);
    await waitFor(() => expect(requestsTo('POST', '/checkout/quote').at(-1)?.body).toMatchObject({ addressId: home._id, country: 'CA', region: 'ON' }));
    expect(requestsTo('GET', '/shipping-methods')[0].search.get('country')).toBe('CA');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/dashboard/payment/c00000000000000000000009'));
    expect(requestsTo('POST', '/checkout')[0].body).toMatchObject({ addressId: home._id, shippingMethodId: post._id });
  });

  it('takes a new address in fields, kept in the book when asked, each refusal under its field', async () => {
    const message = 'Enter the postal code as United States writes it, such as 95014';
    mockApi({ 'GET /addresses': [home], 'POST /checkout': reply(400, { error: message, fields: { postalCode: message } }) });
    const { user } = renderApp('/checkout');

    await user.click(await screen.findByRole('radio', { name: 'A new address' }));
    expect(screen.getByLabelText('Street address')).toHaveAttribute('autocomplete', 'shipping address-line1');
    // The default address's recipient and phone stay filled in, to change.
    expect(screen.getByLabelText('Name')).toHaveValue('Carol C.');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Dan D.');
    await user.type(screen.getByLabelText('Company (optional)'), 'Mill & Co');
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('Apartment, suite, floor (optional)'), 'Suite 2');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.type(screen.getByLabelText('Postal code'), '6270');
    await user.type(await screen.findByLabelText('State or region'), 'Texas');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '555-0199');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await user.selectOptions(await screen.findByLabelText('Shipping'), post._id);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(message));
    expect(requestsTo('POST', '/checkout')[0].body).toEqual({
      customerName: 'Dan D.', company: 'Mill & Co', line1: '1 Main St', line2: 'Suite 2', city: 'Springfield', region: 'TX',
      postalCode: '6270', country: 'US', number: '555-0199', addressId: '', saveAddress: true, shippingMethodId: post._id,
    });
  });
});
