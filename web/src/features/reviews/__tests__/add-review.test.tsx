import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { customer } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

beforeEach(() => signInAs(customer));

describe('Add Review', () => {
  it('requires ratings and a description', async () => {
    const { user } = renderApp('/dashboard/add-review');
    await user.click(await screen.findByRole('button', { name: 'Add Review' }));

    expect(screen.getByText('Ratings is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
  });

  it.each(['0', '6'])('keeps ratings between 1 and 5 (%s)', async (ratings) => {
    const { user } = renderApp('/dashboard/add-review');
    await user.type(await screen.findByLabelText('Ratings (1 to 5)'), ratings);
    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(screen.getByText('Give Rating number Between 1 to 5')).toBeInTheDocument();
  });

  it('posts the ratings and description: the server signs the review with the account name', async () => {
    mockApi({ 'POST /ratings': reply(201, { acknowledged: true, insertedId: 'b00000000000000000000009' }) });
    const { user } = renderApp('/dashboard/add-review');
    expect(await screen.findByLabelText('Your name')).toHaveValue(customer.name);
    await user.type(screen.getByLabelText('Ratings (1 to 5)'), '4');
    await user.type(screen.getByLabelText('Description'), 'Sturdy and well priced.');
    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText('Review updated successfully')).toBeInTheDocument();
    expect(requestsTo('POST', '/ratings')[0].body).toEqual({
      ratings: 4,
      description: 'Sturdy and well priced.',
    });
  });

  it('says who may review the shop, in place of the form, to a customer who never bought', async () => {
    const refusal = 'Only customers who bought from the shop can review it';
    mockApi({ 'GET /ratings/mine': reply(403, { error: refusal }) });
    renderApp('/dashboard/add-review');

    expect(await screen.findByText(new RegExp(`^${refusal}\\.`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the tools' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ratings (1 to 5)')).not.toBeInTheDocument();
    // Still signed in: the refusal is an answer, not a lost session.
    expect(screen.getByRole('heading', { name: 'Add Review', level: 1 })).toBeInTheDocument();
  });

  it('shows the name the server signs reviews with, read-only, with where to change it', async () => {
    renderApp('/dashboard/add-review');
    const name = await screen.findByLabelText('Your name');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription(/signed with your account name/);
    expect(within(name.closest('form')!).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/dashboard/account',
    );
  });

  it('says so when the account has written its review already', async () => {
    mockApi({ 'POST /ratings': reply(409, { error: 'You have written your review already: thank you!' }) });
    const { user } = renderApp('/dashboard/add-review');
    await user.type(await screen.findByLabelText('Ratings (1 to 5)'), '5');
    await user.type(screen.getByLabelText('Description'), 'Again!');
    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText('You have written your review already: thank you!')).toBeInTheDocument();
    expect(screen.queryByText('Review updated successfully')).not.toBeInTheDocument();
  });

  it("shows the server's message about the description under it", async () => {
    const message = 'Must be at most 2000 characters';
    mockApi({ 'POST /ratings': reply(400, { error: message, fields: { description: message } }) });
    const { user } = renderApp('/dashboard/add-review');
    await user.type(await screen.findByLabelText('Ratings (1 to 5)'), '5');
    await user.type(screen.getByLabelText('Description'), 'Long.');
    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
