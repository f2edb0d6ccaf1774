import { useNavigate } from 'react-router';

import { Page } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/get-cart';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { CheckoutForm } from '@/features/cart/components/checkout-form';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { useProfile } from '@/features/profile/api/get-profile';
import { useSignedInAccount } from '@/lib/auth';
import type { Account, Address, Order, Profile } from '@/types/api';

export default function CheckoutRoute() {
  const account = useSignedInAccount();
  const { data: cart, error, isPending } = useCart();
  const profile = useProfile(account.email);
  // The newest order, whose delivery the customer most likely wants again.
  const orders = useMyOrders(account.email, { offset: 0 });
  const addresses = useAddresses();
  const navigate = useNavigate();

  return (
    <Page title="Checkout" description="Place one order for every tool in your cart, and pay once.">
      {isPending || profile.isPending || orders.isPending || addresses.isPending ? (
        <Spinner label="Loading your cart" />
      ) : error ? (
        <ErrorText>{error.message}</ErrorText>
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
