import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { customer } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Session } from '@/types/api';

const thisBrowser: Session = {
  id: 'session-firefox',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  createdAt: '2026-01-03T09:00:00Z',
  current: true,
};
const phone: Session = {
  id: 'session-iphone',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  createdAt: '2026-01-02T08:00:00Z',
  current: false,
};
const office: Session = {
  id: 'session-office',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  createdAt: '2026-01-01T07:00:00Z',
  current: false,
};

const mainMenu = () => within(screen.getByRole('navigation', { name: 'Main' }));
const section = (name: string) => within(screen.getByRole('region', { name }));
const sessionItem = (browser: string) => screen.getByText(browser, { selector: '.session-browser' }).closest('li')!;

beforeEach(() => {
  signInAs(customer);
  mockApi({ 'GET /auth/sessions': [thisBrowser, phone, office] });
});

describe('Account: display name', () => {
  it('renames the account and the top bar follows', async () => {
    let name = customer.name;
    mockApi({
      'GET /auth/me': () => ({ body: { ...customer, name } }),
      'PATCH /auth/me': ({ body }: MockRequest) => {
        name = (body as { name: string }).name;
        return { body: { modifiedCount: 1 } };
      },
    });
    const { user } = renderApp('/dashboard/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    const field = await screen.findByLabelText('Display name');
    expect(field).toHaveValue(customer.name);
    await user.clear(field);
    await user.type(field, '  Carol Carpenter ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Name updated')).toBeInTheDocument();
    expect(requestsTo('PATCH', '/auth/me')[0].body).toEqual({ name: 'Carol Carpenter' });
    expect(await mainMenu().findByText('Carol Carpenter')).toBeInTheDocument();
  });

  it('checks the name first', async () => {
    const { user } = renderApp('/dashboard/account');
    const field = await screen.findByLabelText('Display name');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(field).toHaveAccessibleDescription(/Name is required/);

    await user.type(field, 'x'.repeat(81));
    expect(field).toHaveAccessibleDescription(/Must be 80 characters or fewer/);
    expect(requestsTo('PATCH', '/auth/me')).toHaveLength(0);
  });

  it("shows the server's message under the input", async () => {
    const message = 'Must be one line, without control characters';
    mockApi({ 'PATCH /auth/me': reply(400, { error: message, fields: { name: message } }) });
    const { user } = renderApp('/dashboard/account');
    const field = await screen.findByLabelText('Display name');
    await user.type(field, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    await screen.findByText(message);
    expect(field).toHaveAccessibleDescription(new RegExp(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Name updated')).not.toBeInTheDocument();

    // Editing the field takes the server's message away.
    await user.type(field, '.');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

describe('Account: password', () => {
  it('changes the password and keeps this browser signed in with the new token', async () => {
    mockApi({ 'PUT /auth/password': { token: 'new-api-token' } });
    const { user } = renderApp('/dashboard/account');
    await user.type(await screen.findByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed: your other sessions are signed out')).toBeInTheDocument();
    const [change] = requestsTo('PUT', '/auth/password');
    expect(change.body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(change.authorization).toBe(`Bearer api-token-for-${customer.email}`);
    expect(localStorage.getItem('accessToken')).toBe('new-api-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');

    // The sessions list is asked again, with the new token.
    await waitFor(() => expect(requestsTo('GET', '/auth/sessions').at(-1)?.authorization).toBe('Bearer new-api-token'));
    expect(mainMenu().getByText(customer.name)).toBeInTheDocument();
  });

  it('shows a wrong current password under its input', async () => {
    mockApi({
      'PUT /auth/password': reply(400, {
        error: 'Current password is wrong',
        fields: { currentPassword: 'Current password is wrong' },
      }),
    });
    const { user } = renderApp('/dashboard/account');
    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'guess');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await screen.findByText('Current password is wrong');
    expect(current).toHaveAccessibleDescription('Current password is wrong');
    expect(localStorage.getItem('accessToken')).toBe(`api-token-for-${customer.email}`);
  });

  it('checks both fields first', async () => {
    const { user } = renderApp('/dashboard/account');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Password is required/);

    await user.type(screen.getByLabelText('New password'), 'short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Must be 6 or longer/);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'x'.repeat(73));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Must be 72 characters or fewer/);
    expect(requestsTo('PUT', '/auth/password')).toHaveLength(0);
  });
});

describe('Account: sessions', () => {
  it('lists each browser with when it signed in, this one marked and without End', async () => {
    renderApp('/dashboard/account');
    const sessions = await screen.findByRole('heading', { name: 'Sessions' });
    expect(sessions).toBeInTheDocument();

    const current = await screen.findByText('Firefox on Linux', { selector: '.session-browser' });
    expect(current).toHaveTextContent('This browser');
    expect(within(sessionItem('Firefox on Linux')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(sessionItem('Firefox on Linux')).getByText(/2026/)).toHaveAttribute('datetime', thisBrowser.createdAt);

    expect(sessionItem('Safari on iOS')).not.toHaveTextContent('This browser');
    expect(sessionItem('Safari on iOS')).toHaveTextContent(phone.userAgent);
    expect(within(sessionItem('Safari on iOS')).getByRole('button', { name: /^End session: Safari on iOS, signed in / })).toBeInTheDocument();
    expect(within(sessionItem('Chrome on Windows')).getByRole('button', { name: /^End session: Chrome on Windows/ })).toBeInTheDocument();
  });

  it('ends another session after a confirmation', async () => {
    let sessions = [thisBrowser, phone, office];
    mockApi({
      'GET /auth/sessions': () => ({ body: sessions }),
      'DELETE /auth/sessions/:id': ({ params }: MockRequest) => {
        sessions = sessions.filter((session) => session.id !== params.id);
        return { body: { endedCount: 1 } };
      },
    });
    const { user } = renderApp('/dashboard/account');
    const end = async () => user.click(await screen.findByRole('button', { name: /^End session: Safari on iOS/ }));

    await end();
    const dialog = screen.getByRole('dialog', { name: 'End this session?' });
    expect(dialog).toHaveTextContent('Safari on iOS');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', `/auth/sessions/${phone.id}`)).toHaveLength(0);

    await end();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End session' }));

    expect(await screen.findByText('Signed out Safari on iOS')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/auth/sessions/${phone.id}`)).toHaveLength(1);
    await screen.findByText('Chrome on Windows', { selector: '.session-browser' });
    expect(screen.queryByText('Safari on iOS', { selector: '.session-browser' })).not.toBeInTheDocument();
  });

  it('signs out of every other session after a confirmation', async () => {
    let sessions = [thisBrowser, phone, office];
    mockApi({
      'GET /auth/sessions': () => ({ body: sessions }),
      'POST /auth/sessions/end-others': () => {
        sessions = [thisBrowser];
        return { body: { endedCount: 2 } };
      },
    });
    const { user } = renderApp('/dashboard/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));

    expect(await screen.findByText('Signed out 2 other sessions')).toBeInTheDocument();
    expect(requestsTo('POST', '/auth/sessions/end-others')).toHaveLength(1);
    expect(await section('Sessions').findByText('No other browser is signed in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).not.toBeInTheDocument();
  });

  it("shows the server's message when a session cannot be ended", async () => {
    mockApi({ 'DELETE /auth/sessions/:id': reply(404, { error: 'Session not found' }) });
    const { user } = renderApp('/dashboard/account');
    await user.click(await screen.findByRole('button', { name: /^End session: Chrome on Windows/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End session' }));

    expect(await screen.findByText('Session not found')).toBeInTheDocument();
  });
});
