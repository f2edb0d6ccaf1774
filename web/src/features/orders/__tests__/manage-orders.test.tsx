import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { admin, orders, paidOrder, shippedOrder, unpaidOrder } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const rowOf = (toolName: string) => screen.getByRole('rowheader', { name: toolName }).closest('tr')!;

beforeEach(() => {
  signInAs(admin);
  mockApi({ 'GET /allorders': orders });
});

describe('Manage All Orders', () => {
  it('shows Unpaid or Paid, Ship for paid orders and Shipped once shipped', async () => {
    renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    const unpaid = within(rowOf(unpaidOrder.toolsName));
    expect(unpaid.getByText('Unpaid')).toBeInTheDocument();
    expect(unpaid.getByText('Pending')).toBeInTheDocument();
    expect(unpaid.queryByRole('button', { name: /Ship/ })).not.toBeInTheDocument();

    const paid = within(rowOf(paidOrder.toolsName));
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.getByRole('button', { name: /Ship order/ })).toBeInTheDocument();

    expect(within(rowOf(shippedOrder.toolsName)).getByText('Shipped')).toBeInTheDocument();
  });

  it('ships a paid order', async () => {
    mockApi({ 'PUT /orders/shipped/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(paidOrder.toolsName)).getByRole('button', { name: /Ship order/ }));
    expect(await screen.findByText('Successfully Shipped the order')).toBeInTheDocument();
    expect(requestsTo('PUT', `/orders/shipped/${paidOrder._id}`)).toHaveLength(1);
  });

  it('says "You can not shipped order" on 403', async () => {
    mockApi({ 'PUT /orders/shipped/:id': reply(403, { error: 'Forbidden' }) });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(paidOrder.toolsName)).getByRole('button', { name: /Ship order/ }));
    expect(await screen.findByText('You can not shipped order')).toBeInTheDocument();
  });

  it('refuses to delete a paid order', async () => {
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(paidOrder.toolsName)).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Paid order cannot delete')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes an unpaid order after confirmation', async () => {
    mockApi({ 'DELETE /order/unpaid/:id': { deletedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(unpaidOrder.toolsName)).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Cordless Drill deleted successfully')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/order/unpaid/${unpaidOrder._id}`)).toHaveLength(1);
  });
});
