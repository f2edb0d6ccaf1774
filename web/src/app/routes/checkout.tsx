import { Link, useNavigate } from 'react-router';

import { Page } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/get-cart';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { clearVisitorCart, useVisitorCart } from '@/features/cart/api/visitor-cart';
import { CheckoutBlocked, hasProblems } from '@/features/cart/components/checkout-blocked';
import { CheckoutForm } from '@/features/cart/components/checkout-form';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { rememberOrderKey } from '@/features/orders/guest-key';
import { useProfile } from '@/features/profile/api/get-profile';
import { useAccount } from '@/lib/auth';
import type { Account, Address, Order, Profile } from '@/types/api';

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
      ) : hasProblems(cart) ? (
        <CheckoutBlocked cart={cart} />
      ) : (
        <CheckoutForm
          cart={cart}
          defaults={{}}
          addresses={[]}
          guestLines={lines}
          onPlaced={(orderId, orderKey) => {
            // The order holds the tools now; its key opens its page, where the guest pays. A
            // retried submit is answered without one: the page says the link is in the mail.
            if (orderKey) rememberOrderKey(orderId, orderKey);
            const page = orderKey ? paths.guestOrder.getHref(orderId, orderKey) : paths.guestOrder.getPlacedHref(orderId);
            navigate(page, { state: { placed: true } });
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
  const addresses = useAddresses();
  const navigate = useNavigate();

  return (
    <Page title="Checkout" description={DESCRIPTION}>
      {isPending || profile.isPending || orders.isPending || addresses.isPending ? (
        <Spinner label="Loading your cart" />
      ) : error ? (
        <ErrorText>{error.message}</ErrorText>
      ) : hasProblems(cart) ? (
        <CheckoutBlocked cart={cart} />
      ) : (
        <CheckoutForm
          cart={cart}
          defaults={deliveryDefaults(account, profile.data, addresses.data ?? [], orders.data?.items[0])}
          addresses={addresses.data ?? []}
          onPlaced={(orderId) => navigate(paths.dashboard.payment.getHref(orderId))}
        />
      )}
    </Page>
  );
}

/**
 * The book's default address; else the delivery as the last order had it, else the account's
 * name and the profile's number.
 */
function deliveryDefaults(account: Account, profile: Profile | undefined, book: Address[], last?: Order) {
  const home = book.find((a) => a.isDefault);
  if (home) return { customerName: home.customerName, number: home.number, addressId: home._id };
  if (!last) return { customerName: account.name, number: profile?.number ?? '' };
  // A pickup's order, or the purchase form's, has no address in fields to reuse.
  return {
    customerName: last.customerName,
    number: last.number,
    company: last.company ?? '',
    line1: last.line1 ?? '',
    line2: last.line2 ?? '',
    city: last.city ?? '',
    postalCode: last.postalCode ?? '',
    ...(last.country && { country: last.country, region: last.region ?? '' }),
  };
}
