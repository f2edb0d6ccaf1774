import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { customer, now, paidOrder, quoteOf, refundedOrder, shippedOrder, unpaidOrder } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';

const paymentPath = `/dashboard/payment/${unpaidOrder._id}`;

async function payWith(user: ReturnType<typeof renderApp>['user'], number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $1,200.00' }));
}

beforeEach(() => {
  signInAs(customer);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  mockApi({
    'GET /orders/:id': unpaidOrder,
    'POST /create-payment-intent': { clientSecret: 'pi_123_secret_456' },
  });
});

afterEach(() => vi.useRealTimers());

describe('payment page (sandbox)', () => {
  it('shows the order summary, billing details and a test-mode card form', async () => {
    renderApp(paymentPath);

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('ToolCordless Drill');
    expect(summary).toHaveTextContent('Quantity10');
    expect(summary).toHaveTextContent('Total$1,200.00');
    expect(summary).toHaveTextContent(`Billing name${customer.name}`);
    expect(summary).toHaveTextContent(`Billing email${customer.email}`);
    expect(summary).toHaveTextContent('Order#00000001');
    expect(summary).toHaveTextContent('StatusPending paymentPay within 42 min');
    expect(await screen.findByText(/no real card is charged/)).toHaveTextContent(/^Test mode: .*4242 4242 4242 4242/);
  });

  it('checks the card fields before paying', async () => {
    const { user } = renderApp(paymentPath);
    await user.click(await screen.findByRole('button', { name: 'Pay $1,200.00' }));

    expect(screen.getByText('Card number is required')).toBeInTheDocument();
    expect(screen.getByText('Expiry date is required')).toBeInTheDocument();
    expect(screen.getByText('CVC is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '13/30');
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeInTheDocument();
    expect(requestsTo('POST', '/create-payment-intent')).toHaveLength(0);
  });

  it('pays: intent, sandbox confirmation, order marked paid, then the receipt', async () => {
    mockApi({
      'POST /payments/sandbox/confirm': { status: 'succeeded', transactionId: 'pi_123' },
      'PATCH /orders/:id': { modifiedCount: 1, transactionId: 'pi_123' },
    });
    const { user } = renderApp(paymentPath);
    await payWith(user, '4242 4242 4242 4242');

    expect(await screen.findByText('We have Recieved your payment')).toBeInTheDocument();
    expect(screen.getByText('pi_123')).toBeInTheDocument();
    expect(requestsTo('POST', '/create-payment-intent')[0].body).toEqual({ orderId: unpaidOrder._id });
    expect(requestsTo('POST', '/payments/sandbox/confirm')[0].body).toEqual({
      clientSecret: 'pi_123_secret_456',
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(requestsTo('PATCH', `/orders/${unpaidOrder._id}`)[0].body).toEqual({
      orderId: unpaidOrder._id,
      transaction: 'pi_123',
    });
  });

  it('shows the receipt once paid: the whole transaction id, the order, its delivery, total, invoice and the ways on', async () => {
    const transactionId = 'pi_3Qx8f2L0ngTransactionIdThatMustShowWhole_0123456789';
    const paid = {
      ...unpaidOrder,
      state: 'paid' as const,
      paid: true,
      transactionId,
      expiresAt: undefined,
      shippingMethod: 'Standard delivery',
      shipping: 5,
      price: 1205,
      parts: quoteOf({ subtotal: 1200, discount: 0, shipping: 5, shippingMethod: 'Standard delivery', tax: 0, taxIncluded: false, price: 1205 }).parts,
      actions: [],
      address: '12 Workshop Lane, Leeds',
      lines: [{ ...unpaidOrder.lines[0], image: '/images/cordless-drill.svg' }],
      invoice: { number: 42, issuedAt: '2026-01-01T10:19:00Z' },
    };
    let paidYet = false;
    mockApi({
      'GET /orders/:id': () => ({ body: paidYet ? paid : unpaidOrder }),
      'POST /payments/sandbox/confirm': { status: 'succeeded', transactionId },
      'PATCH /orders/:id': () => {
        paidYet = true;
        return { body: { modifiedCount: 1, transactionId } };
      },
    });
    const { user } = renderApp(paymentPath);
    await payWith(user, '4242 4242 4242 4242');

    const receipt = (await screen.findByText('We have Recieved your payment')).closest('[role="status"]') as HTMLElement;
    expect(within(receipt).getByText(transactionId).tagName).toBe('CODE');
    expect(receipt).toHaveTextContent(`Transaction Id: ${transactionId}`);
    expect(within(receipt).getByRole('heading', { name: 'Order #00000001' })).toBeInTheDocument();
    expect(within(receipt).getByRole('link', { name: 'Cordless Drill' })).toHaveAttribute('href', `/purchase/${unpaidOrder.lines[0].toolId}`);
    expect(receipt).toHaveTextContent('10 × $120.00');
    expect(await within(receipt).findByText('Standard delivery')).toBeInTheDocument();
    expect(receipt).toHaveTextContent('Deliver to12 Workshop Lane, Leeds');
    expect(receipt).toHaveTextContent('Shipping (Standard delivery)$5.00');
    expect(receipt).toHaveTextContent('Total$1,205.00');
    expect(within(receipt).getByRole('link', { name: 'Invoice INV-000042' })).toHaveAttribute('href', `/dashboard/invoice/${unpaidOrder._id}`);
    expect(within(receipt).getByRole('link', { name: '#00000001' })).toHaveAttribute('href', `/dashboard/orders/${unpaidOrder._id}`);
    expect(within(receipt).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('formats the card as typed: the number in groups of four, the expiry as MM/YY', async () => {
    mockApi({
      'POST /payments/sandbox/confirm': { status: 'succeeded', transactionId: 'pi_123' },
      'PATCH /orders/:id': { modifiedCount: 1, transactionId: 'pi_123' },
    });
    const { user } = renderApp(paymentPath);
    const number = await screen.findByLabelText('Card number');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');

    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    for (const typed of ['1229', '12/29', '12 / 29']) {
      await user.clear(expiry);
      await user.type(expiry, typed);
      expect(expiry).toHaveValue('12/29');
    }
    await user.clear(expiry);
    await user.click(expiry);
    await user.paste('12 / 29');
    expect(expiry).toHaveValue('12/29');
    await user.clear(expiry);
    await user.type(expiry, '429');
    expect(expiry).toHaveValue('04/29');

    await user.clear(expiry);
    await user.type(expiry, '1229');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $1,200.00' }));
    expect(await screen.findByText('We have Recieved your payment')).toBeInTheDocument();
    expect(requestsTo('POST', '/payments/sandbox/confirm')[0].body).toMatchObject({ number: '4242424242424242', expMonth: 12, expYear: 2029 });
  });

  it('shows a card error in red under the form and leaves the order unpaid', async () => {
    mockApi({ 'POST /payments/sandbox/confirm': reply(402, { error: 'Your card was declined.' }) });
    const { user } = renderApp(paymentPath);
    await payWith(user, '4000 0000 0000 0002');

    const error = await screen.findByText('Your card was declined.');
    expect(error).toHaveClass('error-text');
    expect(requestsTo('PATCH', `/orders/${unpaidOrder._id}`)).toHaveLength(0);
    expect(screen.queryByText('We have Recieved your payment')).not.toBeInTheDocument();
  });

  it('shows the receipt for an order already paid', async () => {
    mockApi({ 'GET /orders/:id': paidOrder });
    renderApp(`/dashboard/payment/${paidOrder._id}`);

    expect(await screen.findByText('We have Recieved your payment')).toBeInTheDocument();
    expect(screen.getByText('txn_paid_123')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an order that expired meanwhile", async () => {
    mockApi({ 'POST /create-payment-intent': reply(409, { error: 'This order has expired' }) });
    const { user } = renderApp(paymentPath);
    await payWith(user, '4242 4242 4242 4242');

    expect(await screen.findByText('This order has expired')).toHaveClass('error-text');
    expect(requestsTo('POST', '/payments/sandbox/confirm')).toHaveLength(0);
  });
});

describe('payment page for an order that cannot be paid', () => {
  it.each([['expired by the server', { ...unpaidOrder, state: 'expired' as const, expiresAt: undefined, actions: [] }]])(
    'says an order %s has expired and links home instead of the card form',
    async (_, order) => {
    mockApi({ 'GET /orders/:id': order });
    const { user } = renderApp(paymentPath);

    const notice = await screen.findByText('This order has expired. Place it again.');
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('StatusExpired');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();

    await user.click(within(notice.closest('section')!).getByRole('link', { name: 'Back to the tools' }));
    expect(currentLocation.value?.pathname).toBe('/');
    expect(requestsTo('POST', '/create-payment-intent')).toHaveLength(0);
  });

  it('shows the state of a refunded order instead of the card form', async () => {
    mockApi({ 'GET /orders/:id': refundedOrder });
    renderApp(`/dashboard/payment/${refundedOrder._id}`);

    const section = await screen.findByRole('region', { name: 'Card payment' });
    expect(section).toHaveTextContent('This order is Refunded: there is nothing to pay.');
    expect(within(section).getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-order',
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText('We have Recieved your payment')).not.toBeInTheDocument();
  });

  it('shows a shipped order as shipped, with its receipt', async () => {
    mockApi({ 'GET /orders/:id': shippedOrder });
    renderApp(`/dashboard/payment/${shippedOrder._id}`);

    expect(await screen.findByText('We have Recieved your payment')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('StatusShipped');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
