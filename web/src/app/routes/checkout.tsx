import { useNavigate } from 'react-router';

import { Page } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/get-cart';
import { CheckoutForm } from '@/features/cart/components/checkout-form';
import { useProfile } from '@/features/profile/api/get-profile';
import { useSignedInAccount } from '@/lib/auth';

export default function CheckoutRoute() {
  const account = useSignedInAccount();
  const { data: cart, error, isPending } = useCart();
  const profile = useProfile(account.email);
  const navigate = useNavigate();

  return (
    <Page title="Checkout" description="Place one order for every tool in your cart, and pay once.">
      {isPending || profile.isPending ? (
        <Spinner label="Loading your cart" />
      ) : error ? (
        <ErrorText>{error.message}</ErrorText>
      ) : (
        <CheckoutForm
          cart={cart}
          defaults={{ customerName: account.name, number: profile.data?.number ?? '' }}
          onPlaced={(orderId) => navigate(paths.dashboard.payment.getHref(orderId))}
        />
      )}
    </Page>
  );
}
