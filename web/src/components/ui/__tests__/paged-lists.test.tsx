import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { admin, customer, drill, paidOrder, users } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { currentLocation, history, renderApp } from '@/testing/render-app';
import type { Order, Tool, User } from '@/types/api';

// The server's side of a paged list: q finds items, limit and offset cut a page, and the
// list's size goes in X-Total-Count.
function pagedList<T>(items: T[], text: (item: T) => string) {
  return ({ search }: MockRequest) => {
    const q = search.get('q')?.toLowerCase() ?? '';
    const found = items.filter((item) => text(item).toLowerCase().includes(q));
    const offset = Number(search.get('offset') ?? 0);
    const limit = Number(search.get('limit') ?? found.length);
    return reply(200, found.slice(offset, offset + limit), { 'X-Total-Count': String(found.length) });
  };
}

// 57 orders, newest first: every third of a Cordless Drill, the others of a Claw Hammer.
const manyOrders: Order[] = Array.from({ length: 57 }, (_, index) => ({
  ...paidOrder,
  _id: `e${String(index + 1).padStart(23, '0')}`,
  toolsName: index % 3 === 0 ? 'Cordless Drill' : 'Claw Hammer',
}));
const orderText = (order: Order) => `${order._id} ${order.customerName} ${order.email} ${order.toolsName}`;

const lastRequest = (path: string) => requestsTo('GET', path).at(-1)?.search;
const dataRows = () => screen.getAllByRole('row').length - 1;
const pager = () => screen.getByRole('navigation', { name: /^Pages of/ });

describe('Manage All Orders, a page at a time', () => {
  beforeEach(() => {
    signInAs(admin);
    mockApi({ 'GET /allorders': pagedList(manyOrders, orderText) });
  });

  it('pages through the orders with Next and Previous, the page in the URL and the back button', async () => {
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table', { name: 'All orders' });
    expect(pager()).toHaveTextContent('Showing 1–20 of 57');
    expect(dataRows()).toBe(20);
    expect(lastRequest('/allorders')?.toString()).toBe('limit=20&offset=0');
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(currentLocation.value?.search).toBe('?page=2');
    expect(await screen.findByText('Showing 21–40 of 57')).toBeInTheDocument();
    expect(lastRequest('/allorders')?.get('offset')).toBe('20');

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41–57 of 57')).toBeInTheDocument();
    expect(dataRows()).toBe(17);
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();

    act(() => void history.navigate!(-1));
    expect(await screen.findByText('Showing 21–40 of 57')).toBeInTheDocument();
    expect(currentLocation.value?.search).toBe('?page=2');

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–20 of 57')).toBeInTheDocument();
    expect(currentLocation.value?.search).toBe('');
  });

  it('searches on the server, keeps the search and the state filter in the URL, and starts again at page 1', async () => {
    const { user } = renderApp('/dashboard/manage-orders?page=2');
    await screen.findByText('Showing 21–40 of 57');

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'drill{Enter}');
    expect(currentLocation.value?.search).toBe('?q=drill');
    expect(await screen.findByText('Showing 1–19 of 19')).toBeInTheDocument();
    expect(lastRequest('/allorders')?.toString()).toBe('q=drill&limit=20&offset=0');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show orders' }), 'To ship');
    expect(currentLocation.value?.search).toBe('?q=drill&state=paid');
    await screen.findByText('Showing 1–19 of 19');
    expect(lastRequest('/allorders')?.toString()).toBe('state=paid&q=drill&limit=20&offset=0');

    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'xylophone');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No orders match ‘xylophone’.')).toBeInTheDocument();

    act(() => void history.navigate!(-1));
    expect(await screen.findByText('Showing 1–19 of 19')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('drill');
  });

  it('opens a shared link at its search and page', async () => {
    renderApp('/dashboard/manage-orders?q=hammer&page=2');
    expect(await screen.findByText('Showing 21–38 of 38')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('hammer');
    expect(lastRequest('/allorders')?.toString()).toBe('q=hammer&limit=20&offset=20');
  });
});

describe('My Orders, a page at a time', () => {
  it("asks for the customer's own orders a page at a time and searches them", async () => {
    signInAs(customer);
    mockApi({ 'GET /orders': pagedList(manyOrders, orderText) });
    const { user } = renderApp('/dashboard/my-order');
    expect(await screen.findByText('Showing 1–20 of 57')).toBeInTheDocument();
    expect(lastRequest('/orders')?.toString()).toBe(`email=${encodeURIComponent(customer.email)}&limit=20&offset=0`);

    await user.type(screen.getByRole('searchbox', { name: 'Search your orders' }), 'drill{Enter}');
    expect(await screen.findByText('Showing 1–19 of 19')).toBeInTheDocument();
    expect(currentLocation.value?.search).toBe('?q=drill');
    expect(lastRequest('/orders')?.get('q')).toBe('drill');
  });
});

describe('Users, a page at a time', () => {
  const manyUsers: User[] = [
    ...users,
    ...Array.from({ length: 30 }, (_, index) => ({
      ...users[1],
      _id: `f${String(index).padStart(23, '0')}`,
      email: `buyer${index + 1}@example.com`,
      name: `Buyer ${index + 1}`,
    })),
  ];

  it('pages through the accounts and finds them by name or email on the server', async () => {
    signInAs(admin);
    mockApi({ 'GET /user': pagedList(manyUsers, (user) => `${user.name} ${user.email}`) });
    const { user } = renderApp('/dashboard/make-admin');
    expect(await screen.findByText('Showing 1–20 of 32')).toBeInTheDocument();

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–32 of 32')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'buyer30@example.com' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'carol{Enter}');
    expect(await screen.findByRole('rowheader', { name: customer.email })).toBeInTheDocument();
    expect(dataRows()).toBe(1);
    // One page holds every match: its count, and no way on.
    expect(pager()).toHaveTextContent('Showing 1–1 of 1');
    expect(within(pager()).queryByRole('button')).not.toBeInTheDocument();
    expect(currentLocation.value?.search).toBe('?q=carol');
    expect(lastRequest('/user')?.toString()).toBe('q=carol&limit=20&offset=0');
  });
});

describe('Manage Products, a page at a time', () => {
  const manyTools: Tool[] = Array.from({ length: 45 }, (_, index) => ({
    ...drill,
    _id: `a${String(index + 1).padStart(23, '0')}`,
    name: index % 2 === 0 ? `Cordless Drill ${index + 1}` : `Claw Hammer ${index + 1}`,
  }));

  it('pages through the catalogue and searches it on the server', async () => {
    signInAs(admin);
    mockApi({ 'GET /tools': pagedList(manyTools, (tool) => tool.name) });
    const { user } = renderApp('/dashboard/manage-product');
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(lastRequest('/tools')?.toString()).toBe('limit=20&offset=0');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'hammer{Enter}');
    expect(await screen.findByText('Showing 1–20 of 22')).toBeInTheDocument();
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–22 of 22')).toBeInTheDocument();
    expect(currentLocation.value?.search).toBe('?q=hammer&page=2');
    expect(lastRequest('/tools')?.toString()).toBe('q=hammer&limit=20&offset=20');
  });
});
