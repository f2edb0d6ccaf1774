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
