import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { customer, orders, paidOrder, shippedOrder, unpaidOrder } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';

const rowOf = (toolName: string) => screen.getByRole('rowheader', { name: toolName }).closest('tr')!;

beforeEach(() => signInAs(customer));

describe('My Orders', () => {
  it('asks for the customer own orders with the bearer token', async () => {
    mockApi({ 'GET /orders': orders });
    renderApp('/dashboard/my-order');
    await screen.findByRole('table');

    const [request] = requestsTo('GET', '/orders');
    expect(request.search.get('email')).toBe(customer.email);
    expect(request.authorization).toBe(`Bearer api-token-for-${customer.email}`);
  });

  it('shows Pay for unpaid orders, Paid with the TransactionId, and Pending or Shipped', async () => {
    mockApi({ 'GET /orders': orders });
    renderApp('/dashboard/my-order');
    await screen.findByRole('table');

    const unpaid = within(rowOf(unpaidOrder.toolsName));
    expect(unpaid.getByRole('link', { name: 'Pay for Cordless Drill' })).toHaveAttribute(
      'href',
      `/dashboard/payment/${unpaidOrder._id}`,
    );
    expect(unpaid.getByText('Pending')).toBeInTheDocument();

    const paid = within(rowOf(paidOrder.toolsName));
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.getByText('TransactionId: txn_paid_123')).toBeInTheDocument();
    expect(paid.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect(paid.getByText('Pending')).toBeInTheDocument();

    expect(within(rowOf(shippedOrder.toolsName)).getByText('Shipped')).toBeInTheDocument();
  });

  it('refuses to cancel a paid order', async () => {
    mockApi({ 'GET /orders': orders });
    const { user } = renderApp('/dashboard/my-order');
    await screen.findByRole('table');

    await user.click(within(rowOf(paidOrder.toolsName)).getByRole('button', { name: /Cancel/ }));
    expect(await screen.findByText("Can't Cancel after payment")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels an unpaid order after confirmation', async () => {
    mockApi({ 'GET /orders': orders, 'DELETE /orders/:id': { deletedCount: 1 } });
    const { user } = renderApp('/dashboard/my-order');
    await screen.findByRole('table');

    await user.click(within(rowOf(unpaidOrder.toolsName)).getByRole('button', { name: /Cancel/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('DELETE', `/orders/${unpaidOrder._id}`)).toHaveLength(0);

    await user.click(within(rowOf(unpaidOrder.toolsName)).getByRole('button', { name: /Cancel/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cordless Drill deleted successfully')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/orders/${unpaidOrder._id}`)).toHaveLength(1);
  });

  it.each([401, 403])('signs the user out and goes home on %i', async (status) => {
    mockApi({ 'GET /orders': reply(status, { error: 'Forbidden' }) });
    renderApp('/dashboard/my-order');
    expect(await screen.findByRole('heading', { name: 'Mordern Power Tools' })).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
