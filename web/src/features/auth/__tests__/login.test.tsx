import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serverConfigQuery } from '@/lib/server-config';
import { admin, customer } from '@/testing/data';
import { mockApi, reply, requestsTo, type MockRequest } from '@/testing/mock-api';
import { currentLocation, querySettled, renderApp } from '@/testing/render-app';

const identity = { token: 'identity-token', email: customer.email, name: customer.name };

describe('login', () => {
  it('shows the required messages', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(requestsTo('POST', '/auth/login')).toHaveLength(0);
  });

  it('checks the email pattern and the password length', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByText('Please provide valid email')).toBeInTheDocument();
    expect(screen.getByText('Must be 6 or longer')).toBeInTheDocument();
  });

  it('shows the server error as text in the form', async () => {
    mockApi({ 'POST /auth/login': reply(401, { error: 'Wrong email or password' }) });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), customer.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Wrong email or password')).toBeInTheDocument();
    expect(screen.getAllByText('Wrong email or password')).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });


  it('signs in, stores the API token and goes home', async () => {
    mockApi({ 'POST /auth/login': identity, 'PUT /user/:email': { token: 'api-token' }, 'GET /auth/me': customer });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), customer.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Mordern Power Tools' })).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/');
    expect(screen.getByText('Carol Customer')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('api-token');
    expect(requestsTo('POST', '/auth/login')[0].body).toEqual({ email: customer.email, password: 'secret1' });
  });

  it('asks an admin whose password is too weak for an admin for a new one, and sends it', async () => {
    const message = 'Admins need a password of at least 12 characters that is not a common one: choose a new one';
    mockApi({
      'POST /auth/login': ({ body }: MockRequest) =>
        (body as { newPassword?: string }).newPassword === 'Str0ng-enough-too'
          ? { body: { token: 'identity-token', email: admin.email, name: admin.name } }
          : reply(400, { error: message, fields: { newPassword: message } }),
      'PUT /user/:email': { token: 'api-token' },
      'GET /auth/me': admin,
    });
    const { user } = renderApp('/login');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const newPassword = await screen.findByLabelText('New password');
    expect(newPassword).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBeNull();

    await user.type(newPassword, 'short-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText("An admin's password must be 12 characters or longer")).toBeInTheDocument();
    expect(requestsTo('POST', '/auth/login')).toHaveLength(1);

    await user.clear(newPassword);
    await user.type(newPassword, 'Str0ng-enough-too');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBe('api-token'));
    expect(requestsTo('POST', '/auth/login').map((request) => request.body)).toEqual([
      { email: admin.email, password: 'secret1' },
      { email: admin.email, password: 'secret1', newPassword: 'Str0ng-enough-too' },
    ]);
  });
});

describe('password reset from the login page', () => {
  it('asks for the email first', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Give Email First')).toBeInTheDocument();
    expect(requestsTo('POST', '/auth/password-reset')).toHaveLength(0);
  });

  it('sends the reset email', async () => {
    mockApi({ 'POST /auth/password-reset': reply(202) });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), customer.email);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(await screen.findByText('Reset email sent')).toBeInTheDocument();
    expect(requestsTo('POST', '/auth/password-reset')[0].body).toEqual({ email: customer.email });
  });
});

describe('new password page', () => {
  it('checks the new password', async () => {
    const { user } = renderApp('/reset-password?token=reset-token');
    await user.click(await screen.findByRole('button', { name: 'Save password and sign in' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'short');
    expect(screen.getByText('Must be 6 or longer')).toBeInTheDocument();
  });

  it('shows a used or expired link as text', async () => {
    mockApi({ 'POST /auth/password-reset/confirm': reply(400, { error: 'This reset link has expired.' }) });
    const { user } = renderApp('/reset-password?token=old-token');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText('This reset link has expired.')).toBeInTheDocument();
  });

  it('sets the password and signs in', async () => {
    mockApi({
      'POST /auth/password-reset/confirm': identity,
      'PUT /user/:email': { token: 'api-token' },
      'GET /auth/me': customer,
    });
    const { user } = renderApp('/reset-password?token=reset-token');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));

    expect(await screen.findByText('Carol Customer')).toBeInTheDocument();
    expect(requestsTo('POST', '/auth/password-reset/confirm')[0].body).toEqual({
      token: 'reset-token',
      password: 'new-secret',
    });
    expect(localStorage.getItem('accessToken')).toBe('api-token');
  });
});

describe('signup', () => {
  it('shows the name, email and password messages', async () => {
    const { user } = renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows a taken email as text in the form', async () => {
    mockApi({ 'POST /auth/signup': reply(409, { error: 'Email already in use' }) });
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Carol');
    await user.type(screen.getByLabelText('Email'), customer.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Email already in use')).toBeInTheDocument();
    expect(screen.getAllByText('Email already in use')).toHaveLength(1);
  });

  it("shows the server's field message under its input, not again in the form", async () => {
    const message = 'Must be 80 characters or fewer';
    mockApi({ 'POST /auth/signup': reply(400, { error: message, fields: { name: message } }) });
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'C'.repeat(81));
    await user.type(screen.getByLabelText('Email'), customer.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(message));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('links to login and keeps where to return', async () => {
    renderApp('/signup?redirectTo=%2Fdashboard');
    expect(await screen.findByRole('link', { name: 'Please login' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fdashboard',
    );
  });
});

describe('Google sign-in', () => {
  it('is hidden when the server does not offer it', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    // The button waits for GET /config: absent before it too.
    await querySettled(serverConfigQuery.queryKey, 'success');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('opens the popup and signs in with the identity it posts back', async () => {
    mockApi({
      'GET /config': { payments: { provider: 'sandbox' }, googleSignIn: true },
      'PUT /user/:email': { token: 'api-token' },
      'GET /auth/me': customer,
    });
    const opened: unknown[][] = [];
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    const { user } = renderApp('/signup');

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(opened).toEqual([['/auth/google/start', 'google-signin', 'width=500,height=600']]);

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'toolshop-identity', ...identity }, origin: 'https://evil.example' }));
    });
    expect(requestsTo('PUT', `/user/${customer.email}`)).toHaveLength(0);

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'toolshop-identity', ...identity }, origin: window.location.origin }));
    });
    expect(await screen.findByText('Carol Customer')).toBeInTheDocument();
    expect(requestsTo('PUT', `/user/${customer.email}`)[0].authorization).toBe('Bearer identity-token');
  });

  it('says the address is now theirs when the sign-in took over an unverified account', async () => {
    mockApi({
      'GET /config': { payments: { provider: 'sandbox' }, googleSignIn: true },
      'PUT /user/:email': { token: 'api-token' },
      'GET /auth/me': customer,
    });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Continue with Google' });

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'toolshop-identity', ...identity, claimed: true },
          origin: window.location.origin,
        }),
      );
    });
    expect(
      await screen.findByText('This address is now yours: the password someone had set for it no longer works.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Carol Customer')).toBeInTheDocument();
  });

  it('says nothing of the kind for an ordinary Google sign-in', async () => {
    mockApi({
      'GET /config': { payments: { provider: 'sandbox' }, googleSignIn: true },
      'PUT /user/:email': { token: 'api-token' },
      'GET /auth/me': customer,
    });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Continue with Google' });

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'toolshop-identity', ...identity, claimed: false },
          origin: window.location.origin,
        }),
      );
    });
    expect(await screen.findByText('Carol Customer')).toBeInTheDocument();
    expect(screen.queryByText(/This address is now yours/)).not.toBeInTheDocument();
  });

  it('shows an error the popup reports', async () => {
    mockApi({ 'GET /config': { payments: { provider: 'sandbox' }, googleSignIn: true } });
    renderApp('/login');
    await screen.findByRole('button', { name: 'Continue with Google' });

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'toolshop-identity-error', error: 'Your Google email is not verified.' },
          origin: window.location.origin,
        }),
      );
    });
    expect(await screen.findByText('Your Google email is not verified.')).toBeInTheDocument();
  });

  it('mails a guest the link to their order again, from a part closed until asked for', async () => {
    mockApi({ 'POST /guest/orders/resend': reply(202, { message: 'If an order with that number was placed with that email, a link to it is on its way.' }) });
    const { user } = renderApp('/login');
    await user.click(await screen.findByText('Checked out as a guest? Find your order'));

    const form = await screen.findByRole('form', { name: 'Mail me the link' });
    await user.type(within(form).getByLabelText('Email'), 'gus@example.com');
    await user.type(within(form).getByLabelText('Order number'), '#00000001');
    await user.click(within(form).getByRole('button', { name: 'Mail me the link' }));
    expect(await screen.findByText(/a link to it is on its way/)).toBeInTheDocument();
    expect(requestsTo('POST', '/guest/orders/resend')[0].body).toEqual({ email: 'gus@example.com', orderNumber: '#00000001' });
  });
});
