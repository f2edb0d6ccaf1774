import type { ChangeEvent } from 'react';

import { Field } from '@/components/ui/field';
import { useForm } from '@/lib/form';
import { formatPrice } from '@/lib/format';

import { cardSchema, confirmSandboxPayment, toSandboxCard } from '../api/confirm-sandbox-payment';
import { typeCardNumber, typeExpiry } from '../card-typing';
import type { CardFormProps } from './card-form-props';

const emptyCard = { number: '', expiry: '', cvc: '' };

/** Our own card form for the built-in sandbox provider: no real card is charged. */
export function SandboxCardForm({ order, orderKey, busy, onPay }: CardFormProps) {
  const form = useForm(emptyCard, cardSchema);
  // The number and the expiry take the shape they are read in as they are typed.
  const typed = (name: 'number' | 'expiry', format: (value: string) => string) => ({
    ...form.field(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, format(event.target.value)),
  });

  return (
    <form
      noValidate
      className="form"
      aria-describedby="test-mode-note"
      onSubmit={form.handleSubmit((values) =>
        onPay(async (clientSecret) => {
          const result = await confirmSandboxPayment(clientSecret, toSandboxCard(values), orderKey);
          if (result.status !== 'succeeded') throw new Error('The payment did not go through. Please try another card.');
          return result.transactionId;
        }),
      )}
    >
      <p id="test-mode-note" className="test-mode">
        <strong>Test mode:</strong> no real card is charged. Use the test card 4242 4242 4242 4242 with any future
        expiry date and any 3-digit CVC.
      </p>
      <Field label="Card number" inputMode="numeric" autoComplete="cc-number" placeholder="Card number" {...typed('number', typeCardNumber)} />
      <div className="field-row">
        <Field label="Expiry (MM/YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...typed('expiry', typeExpiry)} />
        <Field label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...form.field('cvc')} />
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Paying…' : `Pay ${formatPrice(order.price)}`}
      </button>
    </form>
  );
}
