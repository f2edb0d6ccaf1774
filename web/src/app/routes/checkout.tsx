import { Link, useNavigate } from 'react-router';

import { Page } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/get-cart';
import { clearVisitorCart, useVisitorCart } from '@/features/cart/api/visitor-cart';
import { CheckoutForm } from '@/features/cart/components/checkout-form';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { rememberOrderKey } from '@/features/orders/guest-key';
import { useProfile } from '@/features/profile/api/get-profile';
import { useAccount } from '@/lib/auth';
import type { Account, Order, Profile } from '@/types/api';

const DESCRIPTION = 'Place one order for every tool in your cart, and pay once.';

/** A customer's checkout, or a visitor's: as a guest with an email, or after signing in. */
export default function CheckoutRoute() {
  const { data: account, isPending } = useAccount();
  if (isPending) return <Spinner label="Loading your cart" />;
  if (account?.admin) {
    return (
      <Page title="Checkout" description={DESCRIPTION}>
        <p>Admins run the shop: the cart is for customers.</p>
      </Page>
    );
  }
  return account ? <CustomerCheckout account={account} /> : <GuestCheckout />;
}

function GuestCheckout() {
  const { data: cart, error, isPending } = useCart();
  const lines = useVisitorCart();
  const navigate = useNavigate();

  return (
    <Page title="Checkout" description={DESCRIPTION}>
      <section className="card guest-choice" aria-label="Have an account?">
        <p>
          Have an account? <Link to={paths.login.getHref(paths.checkout.getHref())}>Sign in</Link> and your cart comes
          with you.
        </p>
      </section>
      <h2>Check out as a guest</h2>
      {isPending ? (
        <Spinner label="Loading your cart" />
      ) : error ? (
        <ErrorText>{error.message}</ErrorText>
      ) : (
        <CheckoutForm
          cart={cart}
          defaults={{}}
          guestLines={lines}
          onPlaced={(orderId, orderKey = '') => {
            // The order holds the tools now; its key opens its page, where the guest pays.
            rememberOrderKey(orderId, orderKey);
            navigate(paths.guestOrder.getHref(orderId, orderKey));
            clearVisitorCart();
          }}
        />
      )}
    </Page>
  );
}

function CustomerCheckout({ account }: { account: Account }) {
  const { data: cart, error, isPending } = useCart();
  const profile = useProfile(account.email);
  // The newest order, whose delivery the customer most likely wants again.
  const orders = useMyOrders(account.email, { offset: 0 });
  const navigate = useNavigate();

  return (
    <Page title="Checkout" description={DESCRIPTION}>
      {isPending || profile.isPending || orders.isPending ? (
        <Spinner label="Loading your cart" />
      ) : error ? (
        <ErrorText>{error.message}</ErrorText>
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
