import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { customer, paidOrder, unpaidOrder } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const paymentPath = `/dashboard/payment/${unpaidOrder._id}`;

async function payWith(user: ReturnType<typeof renderApp>['user'], number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $1,200' }));
}

beforeEach(() => {
  signInAs(customer);
  mockApi({
    'GET /orders/:id': unpaidOrder,
    'POST /create-payment-intent': { clientSecret: 'pi_123_secret_456' },
  });
});

describe('payment page (sandbox)', () => {
  it('shows the order summary, billing details and a test-mode card form', async () => {
    renderApp(paymentPath);

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('ToolCordless Drill');
    expect(summary).toHaveTextContent('Quantity10');
    expect(summary).toHaveTextContent('Total$1,200');
    expect(summary).toHaveTextContent(`Billing name${customer.name}`);
    expect(summary).toHaveTextContent(`Billing email${customer.email}`);
    expect(await screen.findByText(/no real card is charged/)).toHaveTextContent(/^Test mode: .*4242 4242 4242 4242/);
  });

  it('checks the card fields before paying', async () => {
    const { user } = renderApp(paymentPath);
    await user.click(await screen.findByRole('button', { name: 'Pay $1,200' }));

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
});
