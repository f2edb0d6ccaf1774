import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { customer, savedAddress } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Address } from '@/types/api';

const home = savedAddress;
const work: Address = {
  ...home,
  _id: 'a00000000000000000000002',
  company: 'Mill & Co',
  line1: '80 Wellington St',
  postalCode: 'K1A 0A2',
  address: '80 Wellington St, Ottawa, ON K1A 0A2, Canada',
  isDefault: false,
};

beforeEach(() => {
  signInAs(customer);
  mockApi({ 'GET /userprofile/:email': reply(404, { error: 'Not found' }) });
});

describe('the address book on My Profile', () => {
  it('lists the addresses, the default marked, and makes another the default', async () => {
    mockApi({ 'GET /addresses': [home, work], 'PUT /addresses/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard');

    const book = await screen.findByRole('region', { name: 'Addresses' });
    const cards = await within(book).findAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Carol C.Default24 Sussex Dr, Ottawa, ON K1A 0B1, Canada');
    expect(cards[1]).toHaveTextContent('Mill & Co');
    expect(within(cards[0]).queryByRole('button', { name: /default/ })).not.toBeInTheDocument();
    await user.click(within(cards[1]).getByRole('button', { name: 'Make 80 Wellington St the default' }));
    await waitFor(() => expect(requestsTo('PUT', `/addresses/${work._id}`)).toHaveLength(1));
    expect(requestsTo('PUT', `/addresses/${work._id}`)[0].body).toMatchObject({ line1: '80 Wellington St', company: 'Mill & Co', isDefault: true });
  });

  it('adds an address with the shipping autofill tokens, showing the server’s message under its field', async () => {
    const message = 'Enter the postal code as Canada writes it, such as H3Z 2Y7';
    mockApi({ 'POST /addresses': reply(400, { error: message, fields: { postalCode: message } }) });
    const { user } = renderApp('/dashboard');

    expect(await screen.findByText('No addresses yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Name')).toHaveAttribute('autocomplete', 'shipping name');
    expect(field('Company (optional)')).toHaveAttribute('autocomplete', 'shipping organization');
    expect(field('Street address')).toHaveAttribute('autocomplete', 'shipping address-line1');
    expect(field('Apartment, suite, floor (optional)')).toHaveAttribute('autocomplete', 'shipping address-line2');
    expect(field('City')).toHaveAttribute('autocomplete', 'shipping address-level2');
    expect(field('Postal code')).toHaveAttribute('autocomplete', 'shipping postal-code');
    expect(field('Country')).toHaveAttribute('autocomplete', 'shipping country-name');
    expect(field('Phone number')).toHaveAttribute('autocomplete', 'shipping tel');

    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Street address')).toHaveAccessibleDescription('Address is required');
    expect(requestsTo('POST', '/addresses')).toHaveLength(0);

    await user.type(field('Name'), 'Carol C.');
    await user.type(field('Street address'), '24 Sussex Dr');
    await user.type(field('City'), 'Ottawa');
    await user.type(field('Postal code'), '12345');
    await user.clear(field('Country'));
    await user.type(field('Country'), 'Canada');
    await user.type(await within(dialog).findByLabelText('State or region'), 'Ontario');
    expect(field('State or region')).toHaveAttribute('autocomplete', 'shipping address-level1');
    await user.type(field('Phone number'), '555-0100');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Use as my default address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));

    await waitFor(() => expect(field('Postal code')).toHaveAccessibleDescription(message));
    expect(requestsTo('POST', '/addresses')[0].body).toEqual({
      customerName: 'Carol C.', company: '', line1: '24 Sussex Dr', line2: '', city: 'Ottawa', region: 'ON', postalCode: '12345',
      country: 'CA', number: '555-0100', isDefault: true,
    });
  });

  it('edits an address in a dialog filled in with it', async () => {
    mockApi({ 'GET /addresses': [home, work], 'PUT /addresses/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Edit 80 Wellington St' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit 80 Wellington St' });
    expect(within(dialog).getByLabelText('Company (optional)')).toHaveValue('Mill & Co');
    await waitFor(() => expect(within(dialog).getByLabelText('Country')).toHaveValue('Canada'));
    expect(await within(dialog).findByLabelText('State or region')).toHaveValue('Ontario');
    expect(within(dialog).getByRole('checkbox', { name: 'Use as my default address' })).not.toBeChecked();
    await user.clear(within(dialog).getByLabelText('Apartment, suite, floor (optional)'));
    await user.type(within(dialog).getByLabelText('Apartment, suite, floor (optional)'), 'Room 4');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(requestsTo('PUT', `/addresses/${work._id}`)).toHaveLength(1));
    expect(requestsTo('PUT', `/addresses/${work._id}`)[0].body).toEqual({
      customerName: 'Carol C.', company: 'Mill & Co', line1: '80 Wellington St', line2: 'Room 4', city: 'Ottawa', region: 'ON',
      postalCode: 'K1A 0A2', country: 'CA', number: '555-0100', isDefault: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit 80 Wellington St' })).not.toBeInTheDocument());
  });

  it('deletes an address once asked, and offers no 21st', async () => {
    const full = Array.from({ length: 20 }, (_, i) => ({ ...work, _id: `a0000000000000000000${String(i).padStart(4, '0')}`, line1: `${i} Bank St` }));
    mockApi({ 'GET /addresses': full, 'DELETE /addresses/:id': { deletedCount: 1 } });
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Delete 3 Bank St' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this address?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo('DELETE', `/addresses/${full[3]._id}`)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeDisabled();
    expect(screen.getByText('Your address book is full: delete an address to add another.')).toBeInTheDocument();
  });
});
