import { useState } from 'react';

import { isApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import type { Cart } from '@/types/api';

import { useCartCode } from '../api/set-cart-code';

/** The discount code of the cart, a customer's or a visitor's: typed, shown with its discount, or why it does not apply. */
export function CartCode({ cart }: { cart: Cart }) {
  const { set, clear } = useCartCode();
  const [code, setCode] = useState('');
  const refusal = isApiError(set.error) ? set.error.message : undefined;

  if (cart.code) {
    return (
      <div className="cart-code">
        <p>
          Code <strong>{cart.code}</strong>:{' '}
          {cart.codeProblem ? (
            <span className="field-error">{cart.codeProblem}</span>
          ) : (
            <span className="numeric">−{formatPrice(cart.discount)}</span>
          )}
        </p>
        <button type="button" className="link-button" onClick={() => clear.mutate()}>
          Remove the code
        </button>
      </div>
    );
  }
  return (
    <form
      className="cart-code"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) set.mutate(code.trim(), { onSuccess: () => setCode('') });
      }}
    >
      <label htmlFor="cart-code">Discount code</label>
      <div className="inline-form">
        <input id="cart-code" value={code} onChange={(event) => setCode(event.target.value)} aria-invalid={Boolean(refusal)} />
        <button type="submit" className="button button-secondary" disabled={set.isPending}>
          Apply
        </button>
      </div>
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
