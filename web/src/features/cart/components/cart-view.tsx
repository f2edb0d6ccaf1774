import { Link } from 'react-router';

import { ErrorText } from '@/components/ui/error-text';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { lineKey } from '@/lib/tool-forms';

import { useCart } from '../api/get-cart';
import { readVisitorCart } from '../api/visitor-cart';
import { CartCode } from './cart-code';
import { lineProblem } from '../line-problems';
import { CartLineItem } from './cart-line';

/** The cart: each line with its picture, price, quantity and problem, the subtotal, and Checkout. */
export function CartView() {
  const { owner, data: cart, error, isPending } = useCart();
  if (owner === 'none') return <p>Admins run the shop: the cart is for customers.</p>;
  if (isPending) return <CartSkeleton lines={owner === 'visitor' ? readVisitorCart().length : 2} />;
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
  const problems = cart.lines.filter((line) => line.problem !== '');
  return (
    <div className="cart">
      <ul className="cart-lines" aria-label="Your cart">
        {cart.lines.map((line) => (
          <CartLineItem key={lineKey(line)} line={line} />
        ))}
      </ul>
      <section className="card cart-summary" aria-label="Summary">
        <p className="cart-subtotal">
          Subtotal <strong className="numeric">{formatPrice(cart.subtotal)}</strong>
        </p>
        <CartCode cart={cart} />
        {problems.length > 0 && (
          <div className="field-error">
            <p>Fix these lines before checking out:</p>
            <ul>
              {problems.map((line) => (
                <li key={lineKey(line)}>{lineProblem(line)}</li>
              ))}
            </ul>
          </div>
        )}
        {problems.length > 0 ? (
          <button type="button" className="button button-block" disabled>
            Checkout
          </button>
        ) : (
          <Link to={paths.checkout.getHref()} className="button button-block">
            Checkout
          </Link>
        )}
        {owner === 'visitor' && <p className="hint">Check out as a guest with your email, or sign in: your cart comes with you.</p>}
        <Link to={paths.home.getHref()} className="continue-shopping">
          Continue shopping
        </Link>
      </section>
    </div>
  );
}

/**
 * The cart's shape while it loads: as many lines as the browser knows of (a visitor's) or a
 * couple, and the summary, so that the page does not jump when the lines arrive.
 */
function CartSkeleton({ lines }: { lines: number }) {
  return (
    <div className="cart" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading your cart
      </span>
      <ul className="cart-lines" aria-hidden="true">
        {Array.from({ length: Math.max(1, lines) }, (_, i) => (
          <li key={i} className="card cart-line cart-line-skeleton" />
        ))}
      </ul>
      <div className="card cart-summary cart-summary-skeleton" aria-hidden="true" />
    </div>
  );
}
