import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { customer, now, unpaidOrder } from '@/testing/data';
import { mockApi, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Stripe.js cannot run in jsdom: stand in for it and its React bindings.
const stripe = vi.hoisted(() => ({
  confirmCardPayment: vi.fn(),
  loadStripe: vi.fn(),
  card: { kind: 'card element' },
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => ({ confirmCardPayment: stripe.confirmCardPayment }),
  useElements: () => ({ getElement: () => stripe.card }),
}));

beforeEach(() => {
  signInAs(customer);
  // The order waits for payment until 42 minutes after `now`.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  mockApi({
    'GET /config': { payments: { provider: 'stripe', publishableKey: 'pk_test_123' }, googleSignIn: false },
    'GET /orders/:id': unpaidOrder,
    'POST /create-payment-intent': { clientSecret: 'pi_live_1_secret_2' },
    'PATCH /orders/:id': { modifiedCount: 1, transactionId: 'pi_live_1' },
  });
});

afterEach(() => vi.useRealTimers());

describe('payment page (Stripe)', () => {
  it('confirms the card with Stripe using the order billing details, then records the payment', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_live_1' } });
    const { user } = renderApp(`/dashboard/payment/${unpaidOrder._id}`);

    await user.click(await screen.findByRole('button', { name: 'Pay $1,200.00' }));

    expect(await screen.findByText('We have Recieved your payment')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_live_1_secret_2', {
      payment_method: { card: stripe.card, billing_details: { name: customer.name, email: customer.email } },
    });
    expect(requestsTo('PATCH', `/orders/${unpaidOrder._id}`)[0].body).toEqual({
      orderId: unpaidOrder._id,
      transaction: 'pi_live_1',
    });
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
  });

  it('shows the card error from Stripe in red', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
    const { user } = renderApp(`/dashboard/payment/${unpaidOrder._id}`);

    await user.click(await screen.findByRole('button', { name: 'Pay $1,200.00' }));

    expect(await screen.findByText('Your card has insufficient funds.')).toHaveClass('error-text');
    expect(requestsTo('PATCH', `/orders/${unpaidOrder._id}`)).toHaveLength(0);
  });
});
