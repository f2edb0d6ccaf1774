import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';

import { formatPrice } from '@/lib/format';

import type { CardFormProps } from './card-form-props';

// One Stripe.js instance per key for the life of the page.
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string) {
  if (!stripeByKey.has(publishableKey)) stripeByKey.set(publishableKey, loadStripe(publishableKey));
  return stripeByKey.get(publishableKey)!;
}

export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ order, busy, onPay }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onPay(async (clientSecret) => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: order.customerName, email: order.email } },
      });
      if (error) throw new Error(error.message ?? 'Your card could not be charged.');
      return paymentIntent.id;
    });
  }

  return (
    <form className="form" onSubmit={handleSubmit}>
      <div className="field">
        <span id="card-label" className="label">
          Card details
        </span>
        <div className="stripe-card" aria-labelledby="card-label">
          <CardElement onChange={(event) => setCardError(event.error?.message)} />
        </div>
        {cardError && <p className="field-error">{cardError}</p>}
      </div>
      <button type="submit" className="button" disabled={!stripe || busy}>
        {busy ? 'Paying…' : `Pay ${formatPrice(order.price)}`}
      </button>
    </form>
  );
}
