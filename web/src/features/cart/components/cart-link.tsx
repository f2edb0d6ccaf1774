import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';

import { paths } from '@/config/paths';

import { useAdded } from '../added';
import { useCart } from '../api/get-cart';
import { useMergeVisitorCart } from '../api/merge-cart';
import { useVisitorCart } from '../api/visitor-cart';

/** How long the count's bump lasts; the style runs it only when motion is welcome. */
const BUMP_MS = 600;

/**
 * The top bar's way to the cart, at every width, with the number of units in it: an addition
 * bumps the count and is said through a live region. A visitor's cart joins the account's at
 * sign-in.
 */
export function CartLink({ onClick }: { onClick?: () => void }) {
  useMergeVisitorCart();
  const { owner, data: cart } = useCart();
  const visitorLines = useVisitorCart();
  const added = useAdded();
  const [settled, setSettled] = useState(0);
  const bumped = added.id !== settled ? added.id : 0;
  useEffect(() => {
    if (added.id === 0) return;
    const timer = setTimeout(() => setSettled(added.id), BUMP_MS);
    return () => clearTimeout(timer);
  }, [added.id]);
  if (owner === 'none') return null;
  // A visitor's units are the lines their browser keeps, counted as they change, not once the
  // cart's quote for them is back.
  const lines = owner === 'visitor' ? visitorLines : (cart?.lines ?? []);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <>
      <NavLink to={paths.cart.getHref()} className="cart-link" onClick={onClick} aria-label={`Cart, ${units} ${units === 1 ? 'item' : 'items'}`}>
        Cart{' '}
        <span className={bumped ? 'cart-count bump' : 'cart-count'} key={bumped} data-testid="cart-count">
          {units}
        </span>
      </NavLink>
      {/* A live region without the status role, which belongs to the pages' own messages. */}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {added.message}
      </span>
    </>
  );
}
