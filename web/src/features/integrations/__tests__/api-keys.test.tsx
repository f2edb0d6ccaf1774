import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { admin } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { ApiKey } from '@/types/api';

const books: ApiKey = {
  _id: 'c00000000000000000000001',
  name: 'Bookkeeping',
  scopes: ['orders:read'],
  prefix: 'tsk_AbCdEf',
  createdAt: '2026-11-20T10:00:00Z',
  createdBy: 'boss@example.com',
  expiresAt: null,
  lastUsedAt: '2026-11-25T09:30:00Z',
};

describe('API keys on the Integrations page', () => {
  // The page's webhooks, below the keys.
  beforeEach(() => mockApi({ 'GET /admin/webhooks': [] }));

  it('lists the keys with their scopes and last use, and revokes one after asking', async () => {
    signInAs(admin);
    mockApi({ 'GET /admin/api-keys': [books], 'DELETE /admin/api-keys/:id': { deletedCount: 1 } });
    const { user } = renderApp('/dashboard/integrations');

    const row = (await screen.findByRole('rowheader', { name: 'Bookkeeping' })).closest('tr')!;
    expect(row).toHaveTextContent('orders:read');
    expect(row).toHaveTextContent('tsk_AbCdEf…');
    expect(row).toHaveTextContent('Never'); // no expiry
    await user.click(within(row).getByRole('button', { name: 'Revoke Bookkeeping' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Bookkeeping is revoked')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/admin/api-keys/${books._id}`)).toHaveLength(1);
  });

  it('makes a key with its scopes and shows its secret once', async () => {
    signInAs(admin);
    const secret = 'tsk_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
    mockApi({
      'GET /admin/api-keys': [],
      'POST /admin/api-keys': () => reply(201, { insertedId: 'c00000000000000000000002', secret }),
    });
    const { user } = renderApp('/dashboard/integrations');

    const form = await screen.findByRole('form', { name: 'New API key' });
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Name'), 'Label printer');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByText('Choose at least one scope')).toBeInTheDocument();
    expect(requestsTo('POST', '/admin/api-keys')).toHaveLength(0);
    await user.click(within(form).getByLabelText(/^orders:read/));
    await user.click(within(form).getByLabelText(/^orders:write/));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('region', { name: 'The key of Label printer' });
    expect(within(shown).getByLabelText('Key')).toHaveValue(secret);
    expect(shown).toHaveTextContent('will not show it again');
    expect(requestsTo('POST', '/admin/api-keys')[0].body).toEqual({
      name: 'Label printer',
      scopes: ['orders:read', 'orders:write'],
      expiresAt: null,
    });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The key of Label printer' })).toBeNull());
    expect(screen.getByRole('form', { name: 'New API key' })).toBeInTheDocument();
  });

  it('shows the server\'s refusal under the name', async () => {
    signInAs(admin);
    mockApi({
      'GET /admin/api-keys': [books],
      'POST /admin/api-keys': (request: MockRequest) =>
        reply(409, { error: 'Another key has this name', fields: { name: 'Another key has this name' }, sent: request.body }),
    });
    const { user } = renderApp('/dashboard/integrations');
    const form = await screen.findByRole('form', { name: 'New API key' });
    await user.type(within(form).getByLabelText('Name'), 'Bookkeeping');
    await user.click(within(form).getByLabelText(/^orders:read/));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Another key has this name')).toBeInTheDocument();
  });
});
