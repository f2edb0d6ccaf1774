import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { admin, customer, users } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';
import type { User } from '@/types/api';

const rowOf = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr')!;
const cellOf = (email: string, label: string) => rowOf(email).querySelector(`[data-label="${label}"]`);
const buttonNames = (email: string) => within(rowOf(email)).queryAllByRole('button').map((button) => button.textContent);

function user(email: string, overrides: Partial<User> = {}): User {
  return {
    _id: `id-${email}`,
    email,
    name: email.split('@')[0],
    role: '',
    verified: true,
    disabled: false,
    apiKeys: 0,
    ...overrides,
  };
}

const otherAdmin = user('olga@example.com', { role: 'admin' });
const unverified = user('uma@example.com', { verified: false });
const disabled = user('dan@example.com', { disabled: true });
const everyone = [...users, otherAdmin, unverified, disabled];

beforeEach(() => {
  signInAs(admin);
  mockApi({ 'GET /user': everyone });
});

/** Opens the action's confirmation for `email` and answers it with `answer`. */
async function confirmAction(userEvent: ReturnType<typeof renderApp>['user'], action: string, email: string, answer: string) {
  await userEvent.click(await screen.findByRole('button', { name: `${action}: ${email}` }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent(email);
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
}

describe('Make Admin (the users page)', () => {
  it('shows each user: email, name, role, verified and disabled', async () => {
    renderApp('/dashboard/make-admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Make Admin' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Users' });

    expect(cellOf(customer.email, 'Name')).toHaveTextContent(customer.name);
    expect(cellOf(admin.email, 'Role')).toHaveTextContent(/^Admin$/);
    expect(cellOf(customer.email, 'Role')).toHaveTextContent(/^Customer$/);
    expect(cellOf(customer.email, 'Verified')).toHaveTextContent(/^Yes$/);
    expect(cellOf(unverified.email, 'Verified')).toHaveTextContent(/^No$/);
    expect(cellOf(customer.email, 'Disabled')).toHaveTextContent(/^No$/);
    expect(cellOf(disabled.email, 'Disabled')).toHaveTextContent(/^Yes$/);
  });

  it('offers only the actions the server allows', async () => {
    renderApp('/dashboard/make-admin');
    await screen.findByRole('table');

    // Yourself: an admin can step down, never disable their own account.
    expect(buttonNames(admin.email)).toEqual(['Remove admin']);
    expect(buttonNames(otherAdmin.email)).toEqual(['Remove admin']);
    expect(buttonNames(customer.email)).toEqual(['Make Admin', 'Disable']);
    // Not verified: no Make Admin until the address is proved.
    expect(buttonNames(unverified.email)).toEqual(['Disable']);
    expect(buttonNames(disabled.email)).toEqual(['Enable']);
  });

  it('makes a user an admin after a confirmation', async () => {
    mockApi({ 'PUT /user/admin/:email': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/make-admin');
    await user.click(await screen.findByRole('button', { name: `Make Admin: ${customer.email}` }));

    const dialog = screen.getByRole('dialog', { name: 'Make this user an admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('PUT', `/user/admin/${customer.email}`)).toHaveLength(0);

    await confirmAction(user, 'Make Admin', customer.email, 'Make Admin');
    expect(await screen.findByText('Successfully make this user an admin')).toBeInTheDocument();
    expect(requestsTo('PUT', `/user/admin/${customer.email}`)).toHaveLength(1);
    expect(requestsTo('GET', '/user').length).toBeGreaterThan(1);
  });

  it('says "You can not make an admin" on 403', async () => {
    mockApi({ 'PUT /user/admin/:email': reply(403, { error: 'Forbidden' }) });
    const { user } = renderApp('/dashboard/make-admin');
    await confirmAction(user, 'Make Admin', customer.email, 'Make Admin');

    expect(await screen.findByRole('alert')).toHaveTextContent('You can not make an admin');
    // The spec's words instead of the server's, and the admin stays signed in.
    expect(screen.queryByText('Forbidden')).not.toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).not.toBeNull();
  });

  it("shows the server's reason when a user cannot be made an admin", async () => {
    const message = 'This account has not verified its email yet: it cannot be an admin until it does';
    mockApi({ 'PUT /user/admin/:email': reply(409, { error: message }) });
    const { user } = renderApp('/dashboard/make-admin');
    await confirmAction(user, 'Make Admin', customer.email, 'Make Admin');

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('removes admin rights after a confirmation', async () => {
    mockApi({ 'DELETE /user/admin/:email': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/make-admin');
    await confirmAction(user, 'Remove admin', otherAdmin.email, 'Remove admin');

    expect(await screen.findByText(`${otherAdmin.email} is no longer an admin`)).toBeInTheDocument();
    expect(requestsTo('DELETE', `/user/admin/${otherAdmin.email}`)).toHaveLength(1);
  });

  it('says how many API keys go with an admin before demoting them', async () => {
    const keeper = user('kim@example.com', { role: 'admin', apiKeys: 2 });
    const single = user('sol@example.com', { role: 'admin', apiKeys: 1 });
    mockApi({ 'GET /user': [...everyone, keeper, single], 'DELETE /user/admin/:email': { modifiedCount: 1 } });
    const { user: userEvent } = renderApp('/dashboard/make-admin');

    await userEvent.click(await screen.findByRole('button', { name: `Remove admin: ${otherAdmin.email}` }));
    expect(screen.getByRole('dialog')).not.toHaveTextContent('API key');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: `Remove admin: ${single.email}` }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      `${single.email} will no longer be able to manage tools, orders and users. Their API key will be revoked.`,
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: `Remove admin: ${keeper.email}` }));
    const dialog = screen.getByRole('dialog', { name: 'Remove admin rights?' });
    expect(dialog).toHaveTextContent(
      `${keeper.email} will no longer be able to manage tools, orders and users. Their 2 API keys will be revoked.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(await screen.findByText(`${keeper.email} is no longer an admin`)).toBeInTheDocument();
    expect(requestsTo('DELETE', `/user/admin/${keeper.email}`)).toHaveLength(1);
  });

  it('says your own API keys go with your admin rights', async () => {
    mockApi({ 'GET /user': [{ ...users[0], apiKeys: 3 }, users[1]] });
    const { user: userEvent } = renderApp('/dashboard/make-admin');
    await userEvent.click(await screen.findByRole('button', { name: `Remove admin: ${admin.email}` }));
    expect(screen.getByRole('dialog')).toHaveTextContent('you will no longer see the admin pages. Your 3 API keys will be revoked.');
  });

  it('says the last admin cannot be demoted', async () => {
    const message = 'The last admin cannot be demoted: make another admin first';
    mockApi({ 'GET /user': users.slice(0, 1), 'DELETE /user/admin/:email': reply(409, { error: message }) });
    const { user } = renderApp('/dashboard/make-admin');
    await confirmAction(user, 'Remove admin', admin.email, 'Remove admin');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/dashboard/make-admin');
  });

  it('leaves the admin pages, still signed in, after removing your own admin rights', async () => {
    let isAdmin = true;
    mockApi({
      'GET /auth/me': () => ({ body: { ...admin, admin: isAdmin } }),
      'DELETE /user/admin/:email': () => {
        isAdmin = false;
        return { body: { modifiedCount: 1 } };
      },
      'GET /userprofile/:email': reply(404, { error: 'Not found' }),
    });
    const { user } = renderApp('/dashboard/make-admin');
    await user.click(await screen.findByRole('button', { name: `Remove admin: ${admin.email}` }));
    expect(screen.getByRole('dialog')).toHaveTextContent('you will no longer see the admin pages');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove admin' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    await screen.findByRole('link', { name: 'Add Review' });
    expect(menu.queryByRole('link', { name: 'Make Admin' })).not.toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).not.toBeNull();
  });

  it('disables a user after a confirmation', async () => {
    mockApi({ 'PUT /user/disabled/:email': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/make-admin');
    await confirmAction(user, 'Disable', customer.email, 'Disable');

    expect(await screen.findByText(`${customer.email} is disabled`)).toBeInTheDocument();
    expect(requestsTo('PUT', `/user/disabled/${customer.email}`)).toHaveLength(1);
  });

  it("shows the server's reason when a user cannot be disabled", async () => {
    const message = 'An admin cannot be disabled: demote the account first';
    mockApi({ 'PUT /user/disabled/:email': reply(409, { error: message }) });
    const { user } = renderApp('/dashboard/make-admin');
    await confirmAction(user, 'Disable', customer.email, 'Disable');

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('enables a disabled user after a confirmation', async () => {
    mockApi({ 'DELETE /user/disabled/:email': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/make-admin');
    await confirmAction(user, 'Enable', disabled.email, 'Enable');

    expect(await screen.findByText(`${disabled.email} is enabled again`)).toBeInTheDocument();
    expect(requestsTo('DELETE', `/user/disabled/${disabled.email}`)).toHaveLength(1);
  });

  it('shows rows as cards with labelled cells for narrow screens', async () => {
    renderApp('/dashboard/make-admin');
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('rowheader', { name: customer.email })).toHaveAttribute('data-label', 'Email');
  });
});
