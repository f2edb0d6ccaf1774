import { NavLink } from 'react-router';

import { paths } from '@/config/paths';

import { useCart } from '../api/get-cart';
import { useMergeVisitorCart } from '../api/merge-cart';

/** The top bar's way to the cart, with the number of units in it; a visitor's cart joins the account's at sign-in. */
export function CartLink({ onClick }: { onClick?: () => void }) {
  useMergeVisitorCart();
  const { owner, data: cart } = useCart();
  if (owner === 'none') return null;
  const units = cart?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <NavLink to={paths.cart.getHref()} onClick={onClick} aria-label={`Cart, ${units} ${units === 1 ? 'item' : 'items'}`}>
      Cart <span className="cart-count">{units}</span>
    </NavLink>
  );
}
