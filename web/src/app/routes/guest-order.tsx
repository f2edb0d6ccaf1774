import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';

import { Page } from '@/components/layout/page';
import { OrderParts } from '@/components/order-parts';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCancelGuestOrder } from '@/features/orders/api/cancel-guest-order';
import { getInvoice } from '@/features/orders/api/get-invoice';
import { useGuestOrder } from '@/features/orders/api/get-guest-order';
import { orderKeys } from '@/features/orders/api/keys';
import { GuestLinkForm } from '@/features/orders/components/guest-link-form';
import { OrderLines } from '@/features/orders/components/order-lines';
import { OrderStatus } from '@/features/orders/components/order-status';
import { orderKeyOf } from '@/features/orders/guest-key';
import { orderNumber, stateAt } from '@/features/orders/order-state';
import { Checkout } from '@/features/payments/components/checkout';
import { useNow } from '@/hooks/use-now';
import { formatDateTime, formatPrice } from '@/lib/format';

const DESCRIPTION = 'Your Toolshop order: its state, its tools and what it costs; pay or cancel it while it waits.';

/**
 * A guest order's private page, opened by the key after "#" in the mailed link: the order,
 * the card form while it waits for payment, and Cancel while it is unpaid. Without a key
 * that opens it, the guest can ask for the link again.
 */
export default function GuestOrderRoute() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const orderKey = orderKeyOf(id, hash);
  const { data: order, error, isPending } = useGuestOrder(id, orderKey);
  const cancel = useCancelGuestOrder();
  const queryClient = useQueryClient();
  const now = useNow();

  if (!orderKey || error) {
    return (
      <Page title="Your order" description={DESCRIPTION}>
        <ErrorText>{error ? error.message : 'This link is incomplete.'} Ask for the link to your order again:</ErrorText>
        <GuestLinkForm />
      </Page>
    );
  }
  if (isPending) return <Spinner label="Loading your order" />;

  const state = stateAt(order, now);
  return (
    <Page title={`Order ${orderNumber(order)}`} description={DESCRIPTION}>
      <div className="payment guest-order">
        <section className="card order-summary" aria-labelledby="order-summary">
          <h2 id="order-summary" className="card-title">
            Order {orderNumber(order)}
          </h2>
          <dl className="summary-list">
            <dt>Status</dt>
            <dd>
              <OrderStatus order={order} now={now} />
            </dd>
            <dt>Placed</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
            <dt>Tools</dt>
            <dd>
              <OrderLines order={order} />
            </dd>
            <dt>Total</dt>
            <dd>
              <span className="price">{formatPrice(order.price)}</span>
              <OrderParts order={order} compact />
            </dd>
            <dt>Deliver to</dt>
            <dd>
              {order.customerName}, {order.address}
            </dd>
            <dt>Email</dt>
            <dd>{order.email}</dd>
            {order.trackingNumber && (
              <>
                <dt>Tracking</dt>
                <dd>
                  {order.carrier} {order.trackingNumber}
                </dd>
              </>
            )}
          </dl>
          {order.invoice && (
            <button type="button" className="button button-secondary" onClick={() => openInvoice(order._id, orderKey)}>
              Invoice (PDF)
            </button>
          )}
          {state === 'pending' && (
            <button
              type="button"
              className="button button-secondary"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate({ orderId: order._id, orderKey })}
            >
              Cancel order
            </button>
          )}
          <ErrorText>{cancel.error?.message}</ErrorText>
        </section>
        {(state === 'pending' || order.paid) && (
          <section className="card" aria-label="Card payment">
            <Checkout
              order={order}
              orderKey={orderKey}
              onPaid={() => queryClient.invalidateQueries({ queryKey: orderKeys.all })}
            />
          </section>
        )}
      </div>
      <p>
        <Link to={paths.home.getHref()}>Continue shopping</Link>
      </p>
    </Page>
  );
}

/** The invoice opens in a new tab: fetched with the key, which a plain link could not carry. */
async function openInvoice(orderId: string, orderKey: string) {
  const tab = window.open('', '_blank');
  const url = URL.createObjectURL(await getInvoice(orderId, orderKey));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
