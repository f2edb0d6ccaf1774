import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { admin } from '@/testing/data';
import { mockApi, reply, requestsTo } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';

describe('the first admin’s set-up page', () => {
  it('creates the owner’s admin account with the token after #, and signs them in', async () => {
    mockApi({
      'POST /auth/first-admin': reply(201, { token: 'api-token' }),
      'GET /auth/me': { ...admin, admin: true, verified: true },
      'GET /userprofile/:email': { email: admin.email },
    });
    const { user } = renderApp('/setup#token=ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    await user.type(await screen.findByLabelText('Name'), 'Olive Owner');
    await user.type(screen.getByLabelText('Email'), 'olive@example.com');
    await user.type(screen.getByLabelText('Password'), 's3cret-enough');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));

    await waitFor(() => expect(currentLocation.value?.pathname).toMatch(/^\/dashboard/));
    const [created] = requestsTo('POST', '/auth/first-admin');
    expect(created.body).toEqual({ token: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', name: 'Olive Owner', email: 'olive@example.com', password: 's3cret-enough' });
    expect(created.authorization).toBeNull();
  });

  it('shows the server’s refusal of a used link', async () => {
    mockApi({
      'POST /auth/first-admin': reply(403, {
        error: 'This set-up link has expired or was used, or the shop has an admin already. Sign in, or restart the shop for a new link.',
      }),
    });
    const { user } = renderApp('/setup#token=USED');
    await user.type(await screen.findByLabelText('Name'), 'Olive Owner');
    await user.type(screen.getByLabelText('Email'), 'olive@example.com');
    await user.type(screen.getByLabelText('Password'), 's3cret-enough');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));
    expect(await screen.findByText(/This set-up link has expired or was used/)).toBeInTheDocument();
  });

  it("asks for an admin's password: 12 characters or more, and none the server finds common", async () => {
    const common = 'This password is one of the most common ones: choose another';
    mockApi({ 'POST /auth/first-admin': reply(400, { error: common, fields: { password: common } }) });
    const { user } = renderApp('/setup#token=ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    await user.type(await screen.findByLabelText('Name'), 'Olive Owner');
    await user.type(screen.getByLabelText('Email'), 'olive@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));
    expect(await screen.findByText("An admin's password must be 12 characters or longer")).toBeInTheDocument();
    expect(requestsTo('POST', '/auth/first-admin')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'qwerty123456');
    await user.click(screen.getByRole('button', { name: 'Create admin account' }));
    expect(await screen.findByText(common)).toBeInTheDocument();
  });

  it('says where to find the link when it comes without its token', async () => {
    renderApp('/setup');
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create admin account' })).toBeNull();
  });
});
