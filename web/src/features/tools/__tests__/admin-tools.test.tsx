import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { admin, drill, tools } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

beforeEach(() => signInAs(admin));

/** Fills Add Tools with a bench vise at `price` and sends it. */
async function addBenchVise(price: string) {
  const { user } = renderApp('/dashboard/add-tools');
  await user.type(await screen.findByLabelText('Name'), 'Bench Vise');
  await user.type(screen.getByLabelText('Price ($)'), price);
  await user.type(screen.getByLabelText('Image link'), '/images/bench-vise.svg');
  await user.type(screen.getByLabelText('Minimum order'), '2');
  await user.type(screen.getByLabelText('Available quantity'), '40');
  await user.type(screen.getByLabelText('Description'), 'Cast iron, 125 mm jaws.');
  await user.type(screen.getByLabelText(/^MPN/), ' BV-125 ');
  await user.click(screen.getByRole('button', { name: 'Add Tool' }));
  return user;
}

describe('Add Tools', () => {
  it('requires every field', async () => {
    const { user } = renderApp('/dashboard/add-tools');
    await user.click(await screen.findByRole('button', { name: 'Add Tool' }));

    for (const message of [
      'Name is required',
      'Price is required',
      'Image link is required',
      'min Order is required',
      'available Quantity is required',
      'Description is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('takes at most 10 pictures, the first being the card\'s', async () => {
    const { user } = renderApp('/dashboard/add-tools');
    const add = await screen.findByRole('button', { name: 'Add a picture' });
    for (let i = 1; i < 10; i++) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Picture \d+/ })).toHaveLength(10);
    expect(add).toBeDisabled();
    expect(screen.getByText("The first picture is the card's picture. Up to 10 pictures.")).toBeInTheDocument();
  });

  it('adds a tool and clears the form', async () => {
    mockApi({ 'POST /tools': reply(201, { acknowledged: true, insertedId: 'a00000000000000000000009' }) });
    await addBenchVise('89.5');

    expect(await screen.findByText('Tools added successfully')).toBeInTheDocument();
    expect(requestsTo('POST', '/tools')[0].body).toEqual({
      name: 'Bench Vise',
      price: 89.5,
      image: '/images/bench-vise.svg',
      minOrder: 2,
      availableQuantity: 40,
      description: 'Cast iron, 125 mm jaws.',
      category: '',
      pictures: [{ url: '/images/bench-vise.svg', alt: '' }],
      brand: '',
      sku: '',
      gtin: '',
      mpn: 'BV-125',
      specs: [],
      options: [],
      variants: [],
      parts: [],
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows the server's field message under its input, not as a toast, until the field is edited", async () => {
    mockApi({
      'POST /tools': reply(400, { error: 'Must be in whole cents', fields: { price: 'Must be in whole cents' } }),
    });
    const user = await addBenchVise('89.555');

    const price = screen.getByLabelText('Price ($)');
    await waitFor(() => expect(price).toHaveAccessibleDescription('Must be in whole cents'));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Must be in whole cents')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Bench Vise');

    await user.type(price, '{backspace}');
    expect(price).not.toHaveAccessibleDescription('Must be in whole cents');
    expect(screen.queryByText('Must be in whole cents')).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field once, as a toast', async () => {
    mockApi({ 'POST /tools': reply(403, { error: 'Admins only' }) });
    await addBenchVise('89.5');

    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
    expect(screen.getAllByText('Admins only')).toHaveLength(1);
  });
});

describe('Manage Products', () => {
  beforeEach(() => mockApi({ 'GET /tools': tools }));

  it('deletes a tool only after confirmation', async () => {
    mockApi({ 'DELETE /tool/:id': { deletedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-product');

    await user.click(await screen.findByRole('button', { name: `Delete ${drill.name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this tool?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', `/tool/${drill._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Delete ${drill.name}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cordless Drill deleted successfully')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/tool/${drill._id}`)).toHaveLength(1);
  });

  it('edits a tool price and stock', async () => {
    mockApi({ 'PATCH /tool/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-product');

    await user.click(await screen.findByRole('button', { name: `Edit ${drill.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Edit ${drill.name}` }));
    await user.clear(dialog.getByLabelText('Price ($)'));
    await user.type(dialog.getByLabelText('Price ($)'), '99');
    await user.clear(dialog.getByLabelText('Available quantity'));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(dialog.getByText('available Quantity is required')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Available quantity'), '150');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Cordless Drill updated successfully')).toBeInTheDocument();
    expect(requestsTo('PATCH', `/tool/${drill._id}`)[0].body).toEqual({ price: 99, availableQuantity: 150 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's field message under the dialog's input, and not again for the next tool", async () => {
    mockApi({
      'PATCH /tool/:id': reply(400, { error: 'Must be in whole cents', fields: { price: 'Must be in whole cents' } }),
    });
    const { user } = renderApp('/dashboard/manage-product');

    await user.click(await screen.findByRole('button', { name: `Edit ${drill.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Edit ${drill.name}` }));
    await user.clear(dialog.getByLabelText('Price ($)'));
    await user.type(dialog.getByLabelText('Price ($)'), '99.999');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(dialog.getByLabelText('Price ($)')).toHaveAccessibleDescription('Must be in whole cents'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    const [, other] = tools;
    await user.click(screen.getByRole('button', { name: `Edit ${other.name}` }));
    const next = within(screen.getByRole('dialog', { name: `Edit ${other.name}` }));
    expect(next.getByLabelText('Price ($)')).not.toHaveAccessibleDescription('Must be in whole cents');
  });

  it("reorders, describes and adds pictures, and sets the brand, SKU and specifications", async () => {
    mockApi({ 'PATCH /tool/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-product');

    await user.click(await screen.findByRole('button', { name: `Edit ${drill.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Edit ${drill.name}` }));
    const second = within(dialog.getByRole('group', { name: 'Picture 2' }));
    await user.type(second.getByLabelText('Alt text'), ' and its charger');
    const moveUp = second.getByRole('button', { name: 'Move up picture 2' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    // The battery is first now, and the keyboard stays on its row: on Move down, as it cannot go up.
    const first = within(dialog.getByRole('group', { name: "Picture 1: the card's picture" }));
    expect(first.getByLabelText('Image link')).toHaveValue('/images/cordless-drill-battery.svg');
    expect(first.getByRole('button', { name: 'Move down picture 1' })).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Add a picture' }));
    await user.type(within(dialog.getByRole('group', { name: 'Picture 3' })).getByLabelText('Image link'), '/images/case.jpg');
    await user.clear(dialog.getByLabelText('Brand'));
    await user.type(dialog.getByLabelText('Brand'), 'Kestrel');
    await user.click(dialog.getByRole('button', { name: 'Remove specification 1' }));
    await user.click(dialog.getByRole('button', { name: 'Add a specification' }));
    const added = within(dialog.getByRole('group', { name: 'Specification 2' }));
    await user.type(added.getByLabelText('Specification'), 'Chuck');
    await user.type(added.getByLabelText('Value'), '13 mm');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Cordless Drill updated successfully')).toBeInTheDocument();
    expect(requestsTo('PATCH', `/tool/${drill._id}`)[0].body).toEqual({
      image: '/images/cordless-drill-battery.svg',
      pictures: [
        { url: '/images/cordless-drill-battery.svg', alt: 'The battery and its charger' },
        { url: '/images/cordless-drill.svg', alt: 'The drill from the side' },
        { url: '/images/case.jpg', alt: '' },
      ],
      brand: 'Kestrel',
      specs: [
        { name: 'Weight', value: '1.6 kg' },
        { name: 'Chuck', value: '13 mm' },
      ],
    });
  });

  it("shows the server's message about the pictures and the SKU", async () => {
    mockApi({
      'PATCH /tool/:id': reply(409, { error: 'Another tool has this SKU', fields: { sku: 'Another tool has this SKU' } }),
    });
    const { user } = renderApp('/dashboard/manage-product');

    await user.click(await screen.findByRole('button', { name: `Edit ${drill.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Edit ${drill.name}` }));
    await user.clear(dialog.getByLabelText('SKU'));
    await user.type(dialog.getByLabelText('SKU'), 'TAKEN-1');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('SKU')).toHaveAccessibleDescription(expect.stringContaining('Another tool has this SKU')),
    );
  });

  it('sends only the fields the admin changed, never the stock it read', async () => {
    mockApi({ 'PATCH /tool/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-product');

    await user.click(await screen.findByRole('button', { name: `Edit ${drill.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Edit ${drill.name}` }));
    await user.type(dialog.getByLabelText('Description'), ' Now with two batteries.');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Cordless Drill updated successfully')).toBeInTheDocument();
    expect(requestsTo('PATCH', `/tool/${drill._id}`)[0].body).toEqual({
      description: `${drill.description} Now with two batteries.`,
    });
  });
});
