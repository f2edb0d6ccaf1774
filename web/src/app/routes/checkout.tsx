import { useNavigate } from 'react-router';

import { Page } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/get-cart';
import { CheckoutBlocked, hasProblems } from '@/features/cart/components/checkout-blocked';
import { CheckoutForm } from '@/features/cart/components/checkout-form';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { useProfile } from '@/features/profile/api/get-profile';
import { useSignedInAccount } from '@/lib/auth';
import type { Account, Order, Profile } from '@/types/api';

export default function CheckoutRoute() {
  const account = useSignedInAccount();
  const { data: cart, error, isPending } = useCart();
  const profile = useProfile(account.email);
  // The newest order, whose delivery the customer most likely wants again.
  const orders = useMyOrders(account.email, { offset: 0 });
  const navigate = useNavigate();

  return (
    <Page title="Checkout" description="Place one order for every tool in your cart, and pay once.">
      {isPending || profile.isPending || orders.isPending ? (
        <Spinner label="Loading your cart" />
      ) : error ? (
        <ErrorText>{error.message}</ErrorText>
      ) : hasProblems(cart) ? (
        <CheckoutBlocked cart={cart} />
      ) : (
        <CheckoutForm
          cart={cart}
          defaults={deliveryDefaults(account, profile.data, orders.data?.items[0])}
          onPlaced={(orderId) => navigate(paths.dashboard.payment.getHref(orderId))}
        />
      )}
    </Page>
  );
}

/** The delivery as the last order had it, else the account's name and the profile's number. */
function deliveryDefaults(account: Account, profile?: Profile, last?: Order) {
  if (!last) return { customerName: account.name, number: profile?.number ?? '' };
  return {
    customerName: last.customerName,
    number: last.number,
    // A pickup's order holds the method's name where an address would be: no address to reuse.
    address: last.address === last.shippingMethod ? '' : last.address,
    ...(last.country && { country: last.country, region: last.region ?? '' }),
  };
}
