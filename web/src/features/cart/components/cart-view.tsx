import { Link } from 'react-router';

import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import type { CartLine } from '@/types/api';

import { useCart } from '../api/get-cart';
import { useSetCartLine } from '../api/set-cart-line';
import { CartCode } from './cart-code';

/** The cart: each line with its picture, price, quantity and problem, the subtotal, and Checkout. */
export function CartView() {
  const { owner, data: cart, error, isPending } = useCart();
  if (owner === 'none') return <p>Admins run the shop: the cart is for customers.</p>;
  if (isPending) return <Spinner label="Loading your cart" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (cart.lines.length === 0) {
    return (
      <div className="empty-state">
        <p>Your cart is empty.</p>
        <Link to={paths.home.getHref()} className="button">
          Find tools
        </Link>
      </div>
    );
  }
  const blocked = cart.lines.some((line) => line.problem !== '');
  return (
    <div className="cart">
      <ul className="cart-lines" aria-label="Your cart">
        {cart.lines.map((line) => (
          <CartLineItem key={line.toolId} line={line} />
        ))}
      </ul>
      <section className="card cart-summary" aria-label="Summary">
        <p className="cart-subtotal">
          Subtotal <strong className="numeric">{formatPrice(cart.subtotal)}</strong>
        </p>
        {owner === 'customer' && <CartCode cart={cart} />}
        {blocked && <p className="field-error">Fix the lines marked above before checking out.</p>}
        {blocked ? (
          <button type="button" className="button button-block" disabled>
            Checkout
          </button>
        ) : (
          <Link to={paths.checkout.getHref()} className="button button-block">
            Checkout
          </Link>
        )}
        {owner === 'visitor' && <p className="hint">Check out as a guest with your email, or sign in: your cart comes with you.</p>}
      </section>
    </div>
  );
}

function CartLineItem({ line }: { line: CartLine }) {
  const setLine = useSetCartLine();
  const set = (quantity: number) => setLine.mutate({ toolId: line.toolId, quantity });
  const gone = line.problem === 'This tool is no longer sold' || line.problem === 'Sold out';
  const priceChanged = line.problem.startsWith('The price changed');
  return (
    <li className={line.problem ? 'card cart-line has-problem' : 'card cart-line'}>
      {line.image && <img src={line.image} alt="" width={96} height={96} loading="lazy" />}
      <div className="cart-line-body">
        <h2 className="cart-line-name">{line.toolsName}</h2>
        <p>
          <span className="numeric">{formatPrice(line.unitPrice)}</span> each
        </p>
        {!gone && (
          <label className="cart-quantity">
            Quantity
            <input
              type="number"
              inputMode="numeric"
              min={line.minOrder}
              max={line.availableQuantity}
              defaultValue={line.quantity}
              key={line.quantity}
              onBlur={(event) => {
                const quantity = Number(event.currentTarget.value);
                if (Number.isInteger(quantity) && quantity !== line.quantity) set(quantity);
              }}
            />
          </label>
        )}
        {line.problem && (
          <p className="field-error" role="status">
            {line.problem}
            {priceChanged && (
              <button type="button" className="link-button" onClick={() => set(line.quantity)}>
                Accept the new price
              </button>
            )}
          </p>
        )}
      </div>
      <div className="cart-line-end">
        <strong className="numeric">{formatPrice(line.price)}</strong>
        <button type="button" className="link-button" onClick={() => set(0)} aria-label={`Remove ${line.toolsName}`}>
          Remove
        </button>
      </div>
    </li>
  );
}
