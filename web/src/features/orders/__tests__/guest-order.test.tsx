import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { now, unpaidOrder } from '@/testing/data';
import { mockApi, reply, requestsTo, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const guestOrder = { ...unpaidOrder, guest: true, email: 'gus@example.com', customerName: 'Gus' };
const page = `/guest/orders/${guestOrder._id}`;

/** GET /orders/:id as the server answers it: the order to its key alone. */
const byKey = ({ orderKey }: MockRequest) =>
  orderKey === 'k3y' ? { body: guestOrder } : reply(403, { error: 'This is not your order' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  mockApi({ 'GET /orders/:id': byKey, 'POST /create-payment-intent': { clientSecret: 'pi_123_secret_456' } });
});

afterEach(() => vi.useRealTimers());

describe('a guest’s order page', () => {
  it('opens the order by the key after #, sending it as X-Order-Key and no token', async () => {
    renderApp(`${page}#key=k3y`);

    // The customer's order page, opened by the key.
    expect(await screen.findByRole('heading', { name: 'Order #00000001' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order state' })).toHaveTextContent('Pending payment');
    expect(screen.getByRole('region', { name: 'Items' })).toHaveTextContent('$1,200.00');
    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent('Gus');
    expect(screen.getByRole('region', { name: 'Timeline' })).toBeInTheDocument();
    expect(screen.getByText('Mails about this order go to gus@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay for/ })).toBeNull(); // the card form is on this page
    const [asked] = requestsTo('GET', `/orders/${guestOrder._id}`);
    expect(asked.orderKey).toBe('k3y');
    expect(asked.authorization).toBeNull();
    expect(sessionStorage.getItem(`toolshop.orderKey.${guestOrder._id}`)).toBe('k3y');
  });

  it('pays with the card form, every payment call carrying the key', async () => {
    mockApi({
      'POST /payments/sandbox/confirm': { status: 'succeeded', transactionId: 'pi_123' },
      'PATCH /orders/:id': { modifiedCount: 1, transactionId: 'pi_123' },
    });
    const { user } = renderApp(`${page}#key=k3y`);
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $1,200.00' }));

    expect(await screen.findByText('We have Recieved your payment')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to My Orders' })).toBeNull();
    for (const [method, path] of [['POST', '/create-payment-intent'], ['POST', '/payments/sandbox/confirm'], ['PATCH', `/orders/${guestOrder._id}`]]) {
      const [call] = requestsTo(method, path);
      expect(call.orderKey, path).toBe('k3y');
      expect(call.authorization, path).toBeNull();
    }
  });

  it('opens the paid order’s invoice, fetched with the key', async () => {
    const paid = { ...guestOrder, state: 'paid', actions: [], paid: true, transactionId: 'pi_123', invoice: { number: 7, issuedAt: now.toISOString() } };
    mockApi({
      'GET /orders/:id': ({ orderKey }: MockRequest) => (orderKey === 'k3y' ? { body: paid } : reply(403, { error: 'This is not your order' })),
      'GET /orders/:id/invoice.pdf': { pdf: true },
    });
    const tab = { location: { href: '' } };
    vi.stubGlobal('open', () => tab);
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    const { user } = renderApp(`${page}#key=k3y`);

    await user.click(await screen.findByRole('button', { name: 'Invoice INV-000007' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:invoice'));
    expect(requestsTo('GET', `/orders/${guestOrder._id}/invoice.pdf`)[0].orderKey).toBe('k3y');
    expect(screen.queryByRole('button', { name: /^Cancel order of/ })).toBeNull();
  });

  it('cancels the unpaid order with the key', async () => {
    mockApi({ 'DELETE /orders/:id': { deletedCount: 1 } });
    sessionStorage.setItem(`toolshop.orderKey.${guestOrder._id}`, 'k3y');
    const { user } = renderApp(page); // reloaded without the fragment: the tab kept the key
    await user.click(await screen.findByRole('button', { name: `Cancel order of ${guestOrder.toolsName}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(requestsTo('DELETE', `/orders/${guestOrder._id}`)).toHaveLength(1));
    expect(requestsTo('DELETE', `/orders/${guestOrder._id}`)[0].orderKey).toBe('k3y');
  });

  it('puts the lines back into this browser’s cart with Buy again', async () => {
    mockApi({ 'POST /cart/quote': { lines: [], subtotal: 0, count: 1, discount: 0 } }); // the top bar's count
    const { user } = renderApp(`${page}#key=k3y`);
    await user.click(await screen.findByRole('button', { name: 'Buy again' }));

    expect(await screen.findByText(/in your cart/)).toBeInTheDocument();
    const kept = JSON.parse(localStorage.getItem('toolshop.cart') ?? '[]');
    expect(kept).toEqual(guestOrder.lines.map(({ toolId, quantity }) => ({ toolId, quantity })));
  });

  it('says a wrong key is refused and offers to mail the link again', async () => {
    mockApi({ 'POST /guest/orders/resend': reply(202, { message: 'If an order with that number was placed with that email, a link to it is on its way.' }) });
    const { user } = renderApp(`${page}#key=wrong`);

    expect(await screen.findByText(/This is not your order/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'gus@example.com');
    await user.type(screen.getByLabelText('Order number'), '#00000001');
    await user.click(screen.getByRole('button', { name: 'Mail me the link' }));
    expect(await screen.findByText(/a link to it is on its way/)).toBeInTheDocument();
    const [resend] = requestsTo('POST', '/guest/orders/resend');
    expect(resend.body).toEqual({ email: 'gus@example.com', orderNumber: '#00000001' });
    expect(resend.authorization).toBeNull();
  });

  it('asks to confirm an order opened from the confirm mail, and offers to pay once confirmed', async () => {
    let confirmed = false;
    mockApi({
      'GET /orders/:id': ({ orderKey }: MockRequest) =>
        orderKey === 'c0nfirm'
          ? { body: { ...guestOrder, address: '9 Attacker Lane', confirmed, confirmFirst: !confirmed } }
          : reply(403, { error: 'This is not your order' }),
      'POST /orders/:id/confirm': () => {
        confirmed = true;
        return { body: { modifiedCount: 1 } };
      },
    });
    const { user } = renderApp(`${page}#key=c0nfirm`);

    const ask = await screen.findByRole('region', { name: 'Confirm this order' });
    expect(ask).toHaveTextContent('placed with your email without an account');
    expect(ask).toHaveTextContent('Delivered to 9 Attacker Lane');
    expect(screen.queryByLabelText('Card number')).toBeNull(); // no way to pay before confirming

    await user.click(within(ask).getByRole('button', { name: 'Confirm this order' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm this order' })).toBeNull();
    const [confirm] = requestsTo('POST', `/orders/${guestOrder._id}/confirm`);
    expect(confirm.orderKey).toBe('c0nfirm');
    expect(confirm.authorization).toBeNull();
  });
});
