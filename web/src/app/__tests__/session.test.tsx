import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { admin, customer } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';

const mainMenu = () => screen.getByRole('navigation', { name: 'Main' });
const dashboardMenu = () => screen.findByRole('navigation', { name: 'Dashboard' });
const emptyProfile = { email: '', name: '', education: '', city: '', number: '', profile: '' };

describe('top bar', () => {
  it('shows Home, Blogs, My Portfolio and Login to visitors', async () => {
    renderApp('/');
    const menu = within(mainMenu());
    expect(await menu.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    for (const name of ['Home', 'Blogs', 'My Portfolio']) {
      expect(menu.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(menu.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows neither Login nor the account while the sign-in status loads', async () => {
    let answer: (account: typeof customer) => void = () => {};
    signInAs(customer);
    mockApi({ 'GET /auth/me': () => new Promise<{ body: typeof customer }>((resolve) => (answer = (body) => resolve({ body }))) });
    renderApp('/');
    const menu = within(mainMenu());

    await waitFor(() => expect(requestsTo('GET', '/auth/me')).toHaveLength(1));
    expect(menu.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();

    answer(customer);
    expect(await menu.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows Dashboard, the name and Sign Out when signed in; Sign Out removes the token', async () => {
    signInAs(customer);
    const { user } = renderApp('/');
    const menu = within(mainMenu());

    expect(await menu.findByText('Carol Customer')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(menu.getByRole('button', { name: 'Sign Out' }));

    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(menu.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(menu.queryByText('Carol Customer')).not.toBeInTheDocument();
  });

  it('Sign Out ends the session on the server with the token it is about to forget', async () => {
    signInAs(customer);
    const { user } = renderApp('/');
    const menu = within(mainMenu());
    await user.click(await menu.findByRole('button', { name: 'Sign Out' }));

    const [logout] = requestsTo('POST', '/auth/logout');
    expect(logout.authorization).toBe(`Bearer api-token-for-${customer.email}`);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('signs out even when the server cannot end the session, without a message', async () => {
    signInAs(customer);
    mockApi({ 'POST /auth/logout': reply(401, { error: 'This session has ended: sign in again' }) });
    const { user } = renderApp('/');
    const menu = within(mainMenu());
    await user.click(await menu.findByRole('button', { name: 'Sign Out' }));

    expect(menu.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('POST', '/auth/logout')).toHaveLength(1));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(screen.queryByText('This session has ended: sign in again')).not.toBeInTheDocument();
  });
});

describe('a session the server has ended', () => {
  it.each([
    'This session has ended: sign in again',
    'Your password was changed: sign in again',
    'This account is disabled',
  ])('signs out, says "%s" once and sends the user to /login, to come back after signing in', async (message) => {
    signInAs(customer);
    mockApi({ 'GET /auth/sessions': reply(401, { error: message }) });
    renderApp('/dashboard/account');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/login');
    expect(currentLocation.value?.search).toBe('?redirectTo=%2Fdashboard%2Faccount');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(within(mainMenu()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(requestsTo('POST', '/auth/logout')).toHaveLength(0);
  });

  it('sends a token found dead on arrival to /login, with the reason', async () => {
    localStorage.setItem('accessToken', 'ended-token');
    mockApi({ 'GET /auth/me': reply(401, { error: 'This session has ended: sign in again' }) });
    renderApp('/dashboard/my-order');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This session has ended: sign in again');
    expect(currentLocation.value?.search).toBe('?redirectTo=%2Fdashboard%2Fmy-order');
  });

  it('signs out on the page the visitor is on when it is public', async () => {
    signInAs(customer);
    mockApi({ 'GET /auth/me': reply(401, { error: 'This account is disabled' }) });
    renderApp('/');

    expect(await screen.findByText('This account is disabled')).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/');
    expect(within(mainMenu()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('Sign Out on a signed-in page', () => {
  it('goes home rather than to /login', async () => {
    signInAs(customer);
    mockApi({ 'GET /orders': [] });
    const { user } = renderApp('/dashboard/my-order');

    await screen.findByRole('heading', { name: 'My Orders' });
    await user.click(within(mainMenu()).getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Mordern Power Tools' })).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/');
  });
});

describe('signed-in guard', () => {
  it('sends a visitor to /login and back to the page after signing in', async () => {
    mockApi({
      'POST /auth/login': { token: 'identity-token', email: customer.email, name: customer.name },
      'PUT /user/:email': { token: 'api-token' },
      'GET /auth/me': customer,
      'GET /orders': [],
    });
    const { user } = renderApp('/dashboard/my-order');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentLocation.value?.search).toBe('?redirectTo=%2Fdashboard%2Fmy-order');

    await user.type(screen.getByLabelText('Email'), customer.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/dashboard/my-order');
    expect(localStorage.getItem('accessToken')).toBe('api-token');

    const [exchange] = requestsTo('PUT', `/user/${customer.email}`);
    expect(exchange.authorization).toBe('Bearer identity-token');
    expect(exchange.body).toEqual({ email: customer.email });
    expect(requestsTo('GET', '/auth/me').at(-1)?.authorization).toBe('Bearer api-token');
  });

  it('shows a spinner while the session loads', async () => {
    localStorage.setItem('accessToken', 'api-token');
    mockApi({ 'GET /auth/me': () => new Promise(() => {}) });
    renderApp('/dashboard');
    expect(await screen.findByText('Checking your session')).toBeInTheDocument();
  });

  it('treats a rejected token as signed out', async () => {
    localStorage.setItem('accessToken', 'expired');
    mockApi({ 'GET /auth/me': reply(401, { error: 'Invalid token' }) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('admin guard', () => {
  it('signs a customer out and sends them to /login', async () => {
    signInAs(customer);
    renderApp('/dashboard/make-admin');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(within(mainMenu()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    signInAs(admin);
    mockApi({ 'GET /allorders': [] });
    renderApp('/dashboard/manage-orders');
    expect(await screen.findByRole('heading', { name: 'Manage All Orders' })).toBeInTheDocument();
  });
});

describe('dashboard menu', () => {
  it('gives customers My Profile, Account, Add Review and My Orders', async () => {
    signInAs(customer);
    mockApi({ 'GET /userprofile/:email': emptyProfile });
    renderApp('/dashboard');

    const links = within(await dashboardMenu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['My Profile', 'Account', 'Add Review', 'My Orders']);
    expect(within(await dashboardMenu()).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/dashboard/account',
    );
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('gives admins the Overview first, My Profile, Account and the admin pages, without the customer items', async () => {
    signInAs(admin);
    mockApi({ 'GET /userprofile/:email': emptyProfile });
    renderApp('/dashboard');

    const links = within(await dashboardMenu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'My Profile',
      'Account',
      'Make Admin',
      'Add Tools',
      'Manage Products',
      'Manage All Orders',
      'Import Tools',
      'Search',
      'Shop Settings',
      'Shipping Methods',
      'Tax Rates',
      'Discount Codes',
      'Deal of the Day',
      'Shop Content',
      'Shop Pages',
      'Integrations',
    ]);
  });

  it('puts an admin’s menu under a button naming the page shown, which a phone opens and a link closes', async () => {
    signInAs(admin);
    mockApi({ 'GET /userprofile/:email': emptyProfile, 'GET /auth/sessions': [] });
    const { user } = renderApp('/dashboard/account');

    const menu = within(await dashboardMenu());
    const toggle = menu.getByRole('button', { name: 'Account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', menu.getByRole('list').id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(menu.getByRole('link', { name: 'My Profile' }));
    expect(await screen.findByRole('button', { name: 'My Profile' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves a customer’s four links as they are, with no button', async () => {
    signInAs(customer);
    mockApi({ 'GET /userprofile/:email': emptyProfile });
    renderApp('/dashboard');
    const menu = within(await dashboardMenu());
    expect(menu.getAllByRole('link')).toHaveLength(4);
    expect(menu.queryByRole('button')).toBeNull();
  });
});

describe('unknown paths', () => {
  it('show the 404 image page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('img', { name: /404/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
