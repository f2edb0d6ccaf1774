import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { Cart } from '@/types/api';

import { lineProblem, namedProblems } from '../line-problems';

type CheckoutBlockedProps = {
  cart: Cart;
  /** The lines the server refused (a checkout's or a quote's 409), by tool id; else the cart's own problems. */
  lines?: Record<string, string>;
};

/**
 * What keeps the cart from being checked out, each line naming its tool, and the way back to
 * the cart to fix it: the checkout never prices a cart without the lines it will not sell.
 */
export function CheckoutBlocked({ cart, lines }: CheckoutBlockedProps) {
  const problems = lines
    ? namedProblems(cart, lines)
    : cart.lines.filter((line) => line.problem !== '').map(lineProblem);
  return (
    <section className="card checkout-blocked" role="alert" aria-label="Lines to fix">
      <p>Some lines of your cart cannot be bought as they are:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <Link to={paths.cart.getHref()} className="button">
        Back to your cart
      </Link>
    </section>
  );
}

/** Whether any line of the cart has a problem: then there is nothing to check out yet. */
export const hasProblems = (cart: Cart) => cart.lines.some((line) => line.problem !== '');
