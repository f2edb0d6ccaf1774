import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  admin,
  cancelledOrder,
  expiredOrder,
  now,
  orders,
  paidOrder,
  refundedOrder,
  shippedOrder,
  unpaidOrder,
} from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';
import { drillInVariants } from '@/testing/variant-tools';
import type { Order } from '@/types/api';

// Rows are named by the order number: # and the last 8 characters of the id.
const numberOf = (order: Order) => order.orderNumber;
const rowOf = (order: Order) => screen.getByRole('rowheader', { name: numberOf(order) }).closest('tr')!;
const cellOf = (order: Order, label: string) => rowOf(order).querySelector(`[data-label="${label}"]`);
const buttonNames = (order: Order) => within(rowOf(order)).queryAllByRole('button').map((button) => button.textContent);

beforeEach(() => {
  signInAs(admin);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  mockApi({ 'GET /allorders': orders, 'POST /orders/:id/refund/quote': wholeQuote });
});

// The server's quotes: the page shows them as they come, computing nothing.
const wholeQuote = { amount: 1200, goods: 1050, shipping: 60, tax: 90, taxLabel: 'CA sales tax 7.25 %', lines: [] };
const twoLevels = { amount: 37.48, goods: 34.95, shipping: 0, tax: 2.53, taxLabel: 'CA sales tax 7.25 %', lines: [] };

afterEach(() => vi.useRealTimers());

describe('Manage All Orders', () => {
  it('shows each order: number, date, customer, email, phone, delivery address, tool, quantity and total', async () => {
    const order = { ...paidOrder, customerName: 'Dana Doe', email: 'dana@example.com', number: '555-0199' };
    mockApi({ 'GET /allorders': [order] });
    renderApp('/dashboard/manage-orders');
    await screen.findByRole('table', { name: 'All orders' });

    expect(screen.getByRole('rowheader', { name: '#00000002' })).toBeInTheDocument();
    const row = within(rowOf(order));
    const placed = within(cellOf(order, 'Placed') as HTMLElement).getByText(/2026/);
    expect(placed).toHaveAttribute('datetime', order.createdAt);
    expect(cellOf(order, 'Customer')).toHaveTextContent('Dana Doe');
    expect(row.getByRole('link', { name: 'dana@example.com' })).toHaveAttribute('href', 'mailto:dana@example.com');
    expect(row.getByRole('link', { name: '555-0199' })).toHaveAttribute('href', 'tel:555-0199');
    expect(cellOf(order, 'Deliver to')).toHaveTextContent('1 Bench Street');
    expect(cellOf(order, 'Tool')).toHaveTextContent('Claw Hammer');
    expect(cellOf(order, 'Quantity')).toHaveTextContent('10');
    expect(cellOf(order, 'Total')).toHaveTextContent('$1,200.00');
  });

  it('writes to the order\'s email alone, whatever it holds: no Cc or subject slips into the mail', async () => {
    const email = 'g@x.test?cc=evil%40evil.example&subject=Refund';
    const order = { ...paidOrder, email };
    mockApi({ 'GET /allorders': [order] });
    renderApp('/dashboard/manage-orders');
    await screen.findByRole('table', { name: 'All orders' });

    const link = within(rowOf(order)).getByRole('link', { name: email });
    expect(link).toHaveAttribute('href', 'mailto:g@x.test%3Fcc%3Devil%2540evil.example%26subject%3DRefund');
    expect(new URL(link.getAttribute('href')!).search).toBe('');
  });

  it('labels each state and offers only the actions that can succeed', async () => {
    renderApp('/dashboard/manage-orders');
    await screen.findByRole('table', { name: 'All orders' });

    expect(cellOf(unpaidOrder, 'Status')).toHaveTextContent(/^Pending paymentPay within 42 min$/);
    expect(buttonNames(unpaidOrder)).toEqual(['Delete']);
    expect(
      within(rowOf(unpaidOrder)).getByRole('button', { name: 'Delete order of Cordless Drill for Carol Customer' }),
    ).toBeInTheDocument();

    // The Payment column says Paid; the status says what is left to do.
    expect(cellOf(paidOrder, 'Status')).toHaveTextContent(/^To ship$/);
    expect(buttonNames(paidOrder)).toEqual(['Ship', 'Refund']);
    const paid = within(rowOf(paidOrder));
    expect(paid.getByRole('button', { name: 'Ship order of Claw Hammer for Carol Customer' })).toBeInTheDocument();
    expect(paid.getByRole('button', { name: 'Refund order of Claw Hammer for Carol Customer' })).toBeInTheDocument();

    expect(cellOf(shippedOrder, 'Status')).toHaveTextContent(/^Shipped$/);
    expect(buttonNames(shippedOrder)).toEqual(['Refund']);
    for (const [order, label] of [
      [cancelledOrder, 'Cancelled'],
      [expiredOrder, 'Expired'],
      [refundedOrder, 'Refunded'],
    ] as const) {
      expect(cellOf(order, 'Status')).toHaveTextContent(new RegExp(`^${label}$`));
      expect(buttonNames(order)).toEqual([]);
    }

    // The spec's payment column: Unpaid or Paid.
    for (const [order, payment] of [
      [unpaidOrder, 'Unpaid'],
      [paidOrder, 'Paid'],
      [shippedOrder, 'Paid'],
      [expiredOrder, 'Unpaid'],
      [refundedOrder, 'Refunded'],
    ] as const) {
      expect(cellOf(order, 'Payment')).toHaveTextContent(new RegExp(`^${payment}$`));
    }
  });

  it('offers only what the server allows: no Delete for a pending order past its hold', async () => {
    mockApi({ 'GET /allorders': [{ ...unpaidOrder, expiresAt: '2026-01-01T10:00:00Z', actions: [] }] });
    renderApp('/dashboard/manage-orders');
    await screen.findByRole('table', { name: 'All orders' });

    expect(buttonNames(unpaidOrder)).toEqual([]);
  });

  it('ships a paid order after a confirmation, with its carrier and tracking number', async () => {
    mockApi({ 'PUT /orders/shipped/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(paidOrder)).getByRole('button', { name: /Ship order/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ship this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(requestsTo('PUT', `/orders/shipped/${paidOrder._id}`)).toHaveLength(0);

    await user.click(within(rowOf(paidOrder)).getByRole('button', { name: /Ship order/ }));
    await user.type(screen.getByLabelText('Carrier (optional)'), 'UPS');
    await user.type(screen.getByLabelText('Tracking number (optional)'), '1Z999');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Successfully Shipped the order')).toBeInTheDocument();
    expect(requestsTo('PUT', `/orders/shipped/${paidOrder._id}`)[0].body).toEqual({ carrier: 'UPS', trackingNumber: '1Z999' });
  });

  it('says "You can not shipped order" on 403', async () => {
    mockApi({ 'PUT /orders/shipped/:id': reply(403, { error: 'Forbidden' }) });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(paidOrder)).getByRole('button', { name: /Ship order/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can not shipped order');
    expect(screen.queryByText('Forbidden')).not.toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).not.toBeNull();
  });

  it('signs out an admin demoted elsewhere and sends them to /login, to come back here', async () => {
    mockApi({ 'GET /allorders': reply(403, { error: 'Admins only' }) });
    renderApp('/dashboard/manage-orders');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentLocation.value?.search).toBe('?redirectTo=%2Fdashboard%2Fmanage-orders');
    expect(screen.getByRole('alert')).toHaveTextContent('Admins only');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('refunds a paid order whole after a confirmation naming the order, the customer and the amount', async () => {
    mockApi({ 'POST /orders/:id/refund': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    const refund = () => user.click(within(rowOf(paidOrder)).getByRole('button', { name: /Refund order/ }));
    await refund();
    const dialog = screen.getByRole('dialog', { name: 'Refund this order?' });
    expect(dialog).toHaveTextContent('Order #00000002 of Carol Customer, paid $1,200.00');
    // What goes back, as the server quotes it, before the admin confirms.
    expect(await within(dialog).findByLabelText('The whole order gives back')).toHaveTextContent(
      'Goods$1,050.00Shipping$60.00CA sales tax 7.25 %$90.00The whole order gives back$1,200.00',
    );
    expect(requestsTo('POST', `/orders/${paidOrder._id}/refund/quote`)[0].body).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('POST', `/orders/${paidOrder._id}/refund`)).toHaveLength(0);

    await refund();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund the whole order' }));
    expect(await screen.findByText('Order #00000002 refunded')).toBeInTheDocument();
    const [request] = requestsTo('POST', `/orders/${paidOrder._id}/refund`);
    expect(request.body).toBeUndefined();
    expect(request.authorization).toBe(`Bearer api-token-for-${admin.email}`);
    expect(requestsTo('GET', '/allorders').length).toBeGreaterThan(1);
  });

  it("shows the server's refusal to quote a refund", async () => {
    mockApi({ 'POST /orders/:id/refund/quote': reply(409, { error: 'Only paid orders can be refunded' }) });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(paidOrder)).getByRole('button', { name: /Refund order/ }));
    expect(await within(screen.getByRole('dialog')).findByText('Only paid orders can be refunded')).toBeInTheDocument();
  });

  it("shows the server's refusal of a refund", async () => {
    mockApi({ 'POST /orders/:id/refund': reply(409, { error: 'Shipped orders cannot be refunded' }) });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(paidOrder)).getByRole('button', { name: /Refund order/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund the whole order' }));
    expect(await screen.findByText('Shipped orders cannot be refunded')).toBeInTheDocument();
  });

  it('refunds units of a shipped order’s line, back on the shelf or not', async () => {
    mockApi({ 'POST /orders/:id/refund': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(shippedOrder)).getByRole('button', { name: /Refund order/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund this order?' }));
    expect(dialog.queryByRole('button', { name: 'Refund the whole order' })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('The chosen units give back')).not.toBeInTheDocument();
    mockApi({ 'POST /orders/:id/refund/quote': twoLevels });
    const units = dialog.getByLabelText('Units of Spirit Level to refund');
    await user.clear(units);
    await user.type(units, '2');
    await user.click(dialog.getByLabelText('Put the refunded Spirit Level back on the shelf'));
    // Before the refund is made, the dialog says what goes back, as the server quotes it.
    expect(await dialog.findByLabelText('The chosen units give back')).toHaveTextContent(
      'Goods$34.95CA sales tax 7.25 %$2.53The chosen units give back$37.48',
    );
    expect(requestsTo('POST', `/orders/${shippedOrder._id}/refund`)).toHaveLength(0);
    const quotes = requestsTo('POST', `/orders/${shippedOrder._id}/refund/quote`);
    expect(quotes[quotes.length - 1].body).toEqual({ lines: [{ toolId: shippedOrder.lines[0].toolId, quantity: 2, restock: true }] });
    await user.click(dialog.getByRole('button', { name: 'Refund the chosen units' }));

    expect(await screen.findByText('Order #00000003: lines refunded')).toBeInTheDocument();
    expect(requestsTo('POST', `/orders/${shippedOrder._id}/refund`)[0].body).toEqual({
      lines: [{ toolId: shippedOrder.lines[0].toolId, quantity: 2, restock: true }],
    });
  });

  it("names a line by its variant: shown with its SKU, refunded by toolId and variantId, a kit's parts put back", async () => {
    const drillLine = shippedOrder.lines[0];
    const kitLine = {
      ...drillLine,
      toolId: drillInVariants._id,
      toolsName: drillInVariants.name,
      variantId: 'b00000000000000000000003',
      variantName: '18V · 2 × 2.0Ah',
      sku: 'ID-18-K2',
      quantity: 2,
      parts: [{ toolId: 'a00000000000000000000009', quantity: 2 }],
    };
    const withVariant: Order = { ...shippedOrder, toolsName: 'Spirit Level, Impact Drill', lines: [drillLine, kitLine] };
    mockApi({ 'GET /allorders': [withVariant], 'POST /orders/:id/refund': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');
    expect(cellOf(withVariant, 'Tool')).toHaveTextContent('2 × Impact Drill 18V · 2 × 2.0Ah · SKU ID-18-K2 $1,200.00');

    await user.click(within(rowOf(withVariant)).getByRole('button', { name: /Refund order/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund this order?' }));
    expect(dialog.getByRole('rowheader', { name: /Impact Drill/ })).toHaveTextContent('18V · 2 × 2.0Ah · SKU ID-18-K2');
    await user.type(dialog.getByLabelText('Units of Impact Drill · 18V · 2 × 2.0Ah to refund'), '1');
    await user.click(dialog.getByLabelText("Put the refunded Impact Drill · 18V · 2 × 2.0Ah's parts back on the shelf"));
    await user.click(dialog.getByRole('button', { name: 'Refund the chosen units' }));

    expect(await screen.findByText('Order #00000003: lines refunded')).toBeInTheDocument();
    expect(requestsTo('POST', `/orders/${shippedOrder._id}/refund`)[0].body).toEqual({
      lines: [{ toolId: drillInVariants._id, variantId: 'b00000000000000000000003', quantity: 1, restock: true }],
    });
  });

  it("shows a line's variant and SKU on the order's page", async () => {
    const kitLine = {
      ...shippedOrder.lines[0],
      toolId: drillInVariants._id,
      toolsName: drillInVariants.name,
      variantId: 'b00000000000000000000003',
      variantName: '18V · 2 × 2.0Ah',
      sku: 'ID-18-K2',
      image: drillInVariants.image,
    };
    mockApi({ 'GET /orders/:id': { ...shippedOrder, toolsName: drillInVariants.name, lines: [kitLine] } });
    renderApp(`/dashboard/orders/${shippedOrder._id}`);

    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByRole('listitem')).toHaveTextContent('Impact Drill18V · 2 × 2.0Ah · SKU ID-18-K210 × $120.00');
  });

  it('deletes an unpaid order after confirmation', async () => {
    mockApi({ 'DELETE /order/unpaid/:id': { deletedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(unpaidOrder)).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this order?' });
    expect(dialog).toHaveTextContent('The unpaid order #00000001 of 10 × Cordless Drill by Carol Customer');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Cordless Drill deleted successfully')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/order/unpaid/${unpaidOrder._id}`)).toHaveLength(1);
  });

  it("shows the server's refusal to delete an order paid meanwhile", async () => {
    mockApi({ 'DELETE /order/unpaid/:id': reply(409, { error: 'Paid order cannot delete' }) });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');

    await user.click(within(rowOf(unpaidOrder)).getByRole('button', { name: /Delete/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Paid order cannot delete')).toBeInTheDocument();
  });

  it('filters by state through the URL and the server', async () => {
    mockApi({
      'GET /allorders': ({ search }: MockRequest) => ({
        body: orders.filter((order) => !search.has('state') || order.state === search.get('state')),
      }),
    });
    const { user } = renderApp('/dashboard/manage-orders');
    await screen.findByRole('table');
    const filter = screen.getByRole('combobox', { name: 'Show orders' });
    expect(filter).toHaveValue('');
    expect(requestsTo('GET', '/allorders')[0].search.has('state')).toBe(false);
    expect(screen.getAllByRole('row')).toHaveLength(orders.length + 1);

    await user.selectOptions(filter, 'To ship');
    expect(currentLocation.value?.search).toBe('?state=paid');
    expect(await screen.findAllByRole('row')).toHaveLength(2);
    expect(rowOf(paidOrder)).toBeInTheDocument();
    expect(requestsTo('GET', '/allorders').at(-1)?.search.get('state')).toBe('paid');

    await user.selectOptions(filter, 'All');
    expect(currentLocation.value?.search).toBe('');
    expect(await screen.findByRole('rowheader', { name: '#00000001' })).toBeInTheDocument();
  });

  it('starts from the state in the URL and lists every state in the filter', async () => {
    mockApi({ 'GET /allorders': [refundedOrder] });
    renderApp('/dashboard/manage-orders?state=refunded');
    await screen.findByRole('table');

    const filter = screen.getByRole('combobox', { name: 'Show orders' });
    expect(filter).toHaveValue('refunded');
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Pending payment',
      'To ship',
      'Shipped',
      'Cancelled',
      'Expired',
      'Refunded',
    ]);
    expect(requestsTo('GET', '/allorders')[0].search.get('state')).toBe('refunded');
  });

  it('says so when no order is in the chosen state', async () => {
    mockApi({ 'GET /allorders': [] });
    renderApp('/dashboard/manage-orders?state=expired');
    expect(await screen.findByText('No orders in this state.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show orders' })).toHaveValue('expired');
  });
});
