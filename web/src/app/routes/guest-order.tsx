import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';

import { Page } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { BuyAgain } from '@/features/cart/components/buy-again';
import { useGuestOrder } from '@/features/orders/api/get-guest-order';
import { orderKeys } from '@/features/orders/api/keys';
import { GuestLinkForm } from '@/features/orders/components/guest-link-form';
import { ConfirmGuestOrder } from '@/features/orders/components/confirm-guest-order';
import { OrderView } from '@/features/orders/components/order-view';
import { orderKeyOf } from '@/features/orders/guest-key';
import { Checkout } from '@/features/payments/components/checkout';

const DESCRIPTION = 'Your Toolshop order: its state, its tools and what it costs; pay or cancel it while it waits.';

/**
 * A guest order's private page, opened by the key after "#" in the mailed link: the same order
 * page a customer has, with the card form on it while the order waits for payment. Opened from
 * a mail that asks to confirm the order, it asks that first (the server says so:
 * confirmFirst). Without a key that opens it, the guest can ask for the link again.
 */
export default function GuestOrderRoute() {
  const { id = '' } = useParams();
  const { hash, state } = useLocation();
  const orderKey = orderKeyOf(id, hash);
  const { data: order, error, isPending } = useGuestOrder(id, orderKey);
  const queryClient = useQueryClient();

  if (!orderKey && (state as { placed?: boolean } | null)?.placed) {
    return (
      <Page title="Order placed" description={DESCRIPTION}>
        <p>
          Your order is placed. The link to see and pay it is in the mail we sent you; if it does not arrive, ask for it
          again:
        </p>
        <GuestLinkForm />
      </Page>
    );
  }
  if (!orderKey || error) {
    return (
      <Page title="Your order" description={DESCRIPTION}>
        <ErrorText>{error ? error.message : 'This link is incomplete.'} Ask for the link to your order again:</ErrorText>
        <GuestLinkForm />
      </Page>
    );
  }
  if (isPending) return <Spinner label="Loading your order" />;

  const payable = order.actions.includes('pay') || order.paid;
  return (
    <Page title={`Order ${order.orderNumber}`} description={DESCRIPTION}>
      <p className="guest-order-email">Mails about this order go to {order.email}.</p>
      {order.confirmFirst && <ConfirmGuestOrder order={order} orderKey={orderKey} />}
      <OrderView
        order={order}
        own
        orderKey={orderKey}
        actions={<BuyAgain lines={order.lines} />}
        payment={
          payable &&
          !order.confirmFirst && (
            <Checkout order={order} orderKey={orderKey} onPaid={() => queryClient.invalidateQueries({ queryKey: orderKeys.all })} />
          )
        }
      />
      <p>
        <Link to={paths.home.getHref()}>Continue shopping</Link>
      </p>
    </Page>
  );
}
