import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { admin, categories, drill, handTools, powerTools, tools } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

beforeEach(() => {
  signInAs(admin);
  mockApi({ 'GET /categories': categories });
});

describe('the category of a tool', () => {
  it('is picked on Add Tools from the shop categories, and sent as its slug', async () => {
    mockApi({ 'POST /tools': reply(201, { acknowledged: true, insertedId: 'a00000000000000000000009' }) });
    const { user } = renderApp('/dashboard/add-tools');

    const select = await screen.findByLabelText('Category');
    expect(select).toHaveValue('');
    await screen.findByRole('option', { name: 'Power Tools' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No category',
      'Hand Tools',
      'Power Tools',
    ]);
    await user.type(screen.getByLabelText('Name'), 'Bench Vise');
    await user.type(screen.getByLabelText('Price ($)'), '89.5');
    await user.type(screen.getByLabelText('Image link'), '/images/bench-vise.svg');
    await user.type(screen.getByLabelText('Minimum order'), '2');
    await user.type(screen.getByLabelText('Available quantity'), '40');
    await user.type(screen.getByLabelText('Description'), 'Cast iron, 125 mm jaws.');
    await user.selectOptions(select, 'Hand Tools');
    await user.click(screen.getByRole('button', { name: 'Add Tool' }));

    expect(await screen.findByText('Tools added successfully')).toBeInTheDocument();
    expect(requestsTo('POST', '/tools')[0].body).toMatchObject({ name: 'Bench Vise', category: 'hand-tools' });
  });

  it('is changed in the edit dialog, which sends only the new slug, or "" for none', async () => {
    mockApi({ 'GET /tools': [{ ...drill, category: 'power-tools' }, tools[1]], 'PATCH /tool/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-product');

    await user.click(await screen.findByRole('button', { name: `Edit ${drill.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Edit ${drill.name}` }));
    await dialog.findByRole('option', { name: 'Power Tools' });
    expect(dialog.getByLabelText('Category')).toHaveValue('power-tools');
    await user.selectOptions(dialog.getByLabelText('Category'), 'No category');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Cordless Drill updated successfully')).toBeInTheDocument();
    expect(requestsTo('PATCH', `/tool/${drill._id}`)[0].body).toEqual({ category: '' });
  });
});

describe('Categories on Add Tools', () => {
  it('lists the categories with their tool counts and adds one', async () => {
    mockApi({ 'POST /categories': reply(201, { acknowledged: true, insertedId: 'd00000000000000000000003' }) });
    const { user } = renderApp('/dashboard/add-tools');

    const section = within((await screen.findByRole('heading', { name: 'Categories' })).closest('section')!);
    expect(await section.findByText('Power Tools')).toBeInTheDocument();
    expect(section.getByText('(3 tools)')).toBeInTheDocument();
    expect(section.getByText('(0 tools)')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Add category' }));
    expect(section.getByLabelText('New category')).toHaveAccessibleDescription('Name is required');
    expect(requestsTo('POST', '/categories')).toHaveLength(0);

    await user.type(section.getByLabelText('New category'), ' Measuring ');
    await user.click(section.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Measuring added')).toBeInTheDocument();
    expect(requestsTo('POST', '/categories')[0].body).toEqual({ name: 'Measuring', description: '' });
    expect(section.getByLabelText('New category')).toHaveValue('');
    // The list is asked for again, with the new category in it.
    await waitFor(() => expect(requestsTo('GET', '/categories').length).toBeGreaterThan(1));
  });

  it('adds a category with its description, refusing one too long', async () => {
    mockApi({ 'POST /categories': reply(201, { acknowledged: true, insertedId: 'd00000000000000000000003' }) });
    const { user } = renderApp('/dashboard/add-tools');

    const section = within((await screen.findByRole('heading', { name: 'Categories' })).closest('section')!);
    await user.type(section.getByLabelText('New category'), 'Garden');
    const description = section.getByLabelText('About the category');
    await user.click(description);
    await user.paste('x'.repeat(301));
    await user.click(section.getByRole('button', { name: 'Add category' }));
    expect(description).toHaveAccessibleDescription(expect.stringContaining('Must be 300 characters or fewer'));
    expect(requestsTo('POST', '/categories')).toHaveLength(0);

    await user.clear(description);
    await user.type(description, ' Spades and shears. ');
    await user.click(section.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Garden added')).toBeInTheDocument();
    expect(requestsTo('POST', '/categories')[0].body).toEqual({ name: 'Garden', description: 'Spades and shears.' });
  });

  it('renames and describes a category, sending only what changed', async () => {
    mockApi({ 'PATCH /categories/:id': { ...powerTools, description: 'Corded and cordless.' } });
    const { user } = renderApp('/dashboard/add-tools');

    expect(await screen.findByText(powerTools.description)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit category Power Tools' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Power Tools' }));
    expect(dialog.getByLabelText('Name')).toHaveValue('Power Tools');
    expect(dialog.getByLabelText('About the category')).toHaveValue(powerTools.description);
    await user.clear(dialog.getByLabelText('About the category'));
    await user.type(dialog.getByLabelText('About the category'), 'Corded and cordless.');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Power Tools updated')).toBeInTheDocument();
    expect(requestsTo('PATCH', `/categories/${powerTools._id}`)[0].body).toEqual({ description: 'Corded and cordless.' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a name another category has under the field", async () => {
    const taken = 'A category with this name exists already';
    mockApi({ 'PATCH /categories/:id': reply(409, { error: taken, fields: { name: taken } }) });
    const { user } = renderApp('/dashboard/add-tools');

    await user.click(await screen.findByRole('button', { name: 'Edit category Hand Tools' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Hand Tools' }));
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'power tools');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription(expect.stringContaining(taken)));
    expect(requestsTo('PATCH', `/categories/${handTools._id}`)[0].body).toEqual({ name: 'power tools' });
  });

  it('deletes a category only after confirmation', async () => {
    mockApi({ 'DELETE /categories/:id': { deletedCount: 1 } });
    const { user } = renderApp('/dashboard/add-tools');

    await user.click(await screen.findByRole('button', { name: 'Delete category Hand Tools' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this category?' }));
    expect(dialog.getByText('Hand Tools will no longer be offered for tools.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', `/categories/${handTools._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete category Hand Tools' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Hand Tools deleted successfully')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/categories/${handTools._id}`)).toHaveLength(1);
  });

  it("shows the server's refusal when tools are still in the category", async () => {
    const message = 'The category "Power Tools" still holds 3 tools: move them to another category first';
    mockApi({ 'DELETE /categories/:id': reply(409, { error: message }) });
    const { user } = renderApp('/dashboard/add-tools');

    await user.click(await screen.findByRole('button', { name: 'Delete category Power Tools' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(requestsTo('DELETE', `/categories/${powerTools._id}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
