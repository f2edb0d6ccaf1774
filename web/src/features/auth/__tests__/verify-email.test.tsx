import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { newcomer } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const expired = 'This verification link has expired or was already used. Ask for a new one.';

describe('the verification link (/verify-email)', () => {
  it('asks a visitor for a new password, and confirms the address with it', async () => {
    mockApi({
      'POST /auth/verify-email': (request: MockRequest) =>
        (request.body as { password?: string }).password
          ? { body: { email: newcomer.email, verified: true } }
          : reply(400, { error: 'Choose a password to confirm your email', fields: { password: 'Choose a new password' } }),
    });
    const { user } = renderApp('/verify-email?token=mail-token');

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email' })).toBeInTheDocument();
    const password = await screen.findByLabelText('New password');
    expect(screen.queryByText('Choose a new password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirectTo=%2Fverify-email%3Ftoken%3Dmail-token');
    await user.type(password, 'my own one');
    await user.click(screen.getByRole('button', { name: 'Save password and confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your email is verified. Sign in with your new password.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    const posts = requestsTo('POST', '/auth/verify-email');
    expect(posts.map((post) => post.body)).toEqual([{ token: 'mail-token' }, { token: 'mail-token', password: 'my own one' }]);
    expect(posts.map((post) => post.authorization)).toEqual([null, null]);
  });

  it("shows the server's word on the chosen password under it", async () => {
    mockApi({
      'POST /auth/verify-email': (request: MockRequest) =>
        reply(400, {
          error: (request.body as { password?: string }).password ? 'Invalid input' : 'Choose a password to confirm your email',
          fields: { password: (request.body as { password?: string }).password ? 'Must be 72 characters or fewer' : 'Choose a new password' },
        }),
    });
    const { user } = renderApp('/verify-email?token=mail-token');

    await user.type(await screen.findByLabelText('New password'), 'x'.repeat(80));
    await user.click(screen.getByRole('button', { name: 'Save password and confirm' }));
    expect(await screen.findByText('Must be 72 characters or fewer')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('refreshes a signed-in account, so the dashboard knows it is verified', async () => {
    let verified = false;
    mockApi({
      'GET /auth/me': () => ({ body: { ...newcomer, verified } }),
      'POST /auth/verify-email': () => {
        verified = true;
        return { body: { email: newcomer.email, verified: true } };
      },
      'GET /userprofile/:email': reply(404, { error: 'Not found' }),
    });
    localStorage.setItem('accessToken', 'api-token');
    const { user } = renderApp('/verify-email?token=mail-token');

    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to your dashboard' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByText(/Check your inbox/)).not.toBeInTheDocument();
    const posts = requestsTo('POST', '/auth/verify-email');
    expect(posts).toHaveLength(1);
    expect(posts[0].authorization).toBe('Bearer api-token');
  });

  it("shows the server's message and offers a signed-in account a new link", async () => {
    signInAs(newcomer);
    mockApi({
      'POST /auth/verify-email': reply(400, { error: expired }),
      'POST /auth/verify-email/resend': reply(202, { message: `Check your inbox: we sent a new link to ${newcomer.email}` }),
    });
    const { user } = renderApp('/verify-email?token=old-token');

    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.queryByText('Your email is verified.')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText(`Check your inbox: we sent a new link to ${newcomer.email}`)).toBeInTheDocument();
    const [resend] = requestsTo('POST', '/auth/verify-email/resend');
    expect(resend.authorization).toBe(`Bearer api-token-for-${newcomer.email}`);
  });

  it('asks a visitor to sign in for a new link', async () => {
    mockApi({ 'POST /auth/verify-email': reply(400, { error: expired }) });
    renderApp('/verify-email?token=old-token');

    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirectTo=%2Fdashboard');
  });

  it('sends nothing for a link without its token', async () => {
    signInAs(newcomer);
    renderApp('/verify-email');

    expect(await screen.findByText(/This verification link is incomplete/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(requestsTo('POST', '/auth/verify-email')).toHaveLength(0);
  });
});

describe('the banner of an unverified account', () => {
  it('shows on every dashboard page, where the link went, and sends another', async () => {
    signInAs(newcomer);
    mockApi({
      'GET /orders': [],
      'POST /auth/verify-email/resend': (request: MockRequest) =>
        request.authorization ? reply(202, { message: `Check your inbox: we sent a new link to ${newcomer.email}` }) : reply(401),
    });
    const { user } = renderApp('/dashboard/my-order');

    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    const banner = screen.getByRole('status', { name: 'Confirm your email address' });
    expect(banner).toHaveTextContent(`Check your inbox: we sent a link to ${newcomer.email} to confirm your address.`);

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(`Check your inbox: we sent a new link to ${newcomer.email}`)).toBeInTheDocument();
    expect(requestsTo('POST', '/auth/verify-email/resend')).toHaveLength(1);
  });

  it("shows the server's answer when a link went out a moment ago", async () => {
    signInAs(newcomer);
    const wait = 'A verification mail was sent a moment ago. Check your inbox, or try again in an hour.';
    mockApi({ 'GET /auth/sessions': [], 'POST /auth/verify-email/resend': reply(429, { error: wait }) });
    const { user } = renderApp('/dashboard/account');

    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });

  it('is not there for a verified account', async () => {
    signInAs({ ...newcomer, verified: true });
    mockApi({ 'GET /orders': [] });
    renderApp('/dashboard/my-order');

    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    expect(screen.queryByText(/Check your inbox/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });
});
