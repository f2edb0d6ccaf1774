import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';

import { Page } from '@/components/layout/page';
import { OrderParts } from '@/components/order-parts';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { orderKeys } from '@/features/orders/api/keys';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderStatus } from '@/features/orders/components/order-status';
import { orderStateLabels } from '@/features/orders/order-state';
import { Checkout } from '@/features/payments/components/checkout';
import { useNow } from '@/hooks/use-now';
import { formatPrice } from '@/lib/format';
import type { OrderState } from '@/types/api';

const PAYMENT_DESCRIPTION = 'Pay for your Toolshop order by card.';

export default function PaymentRoute() {
  const { id = '' } = useParams();
  const { data: order, error, isPending } = useOrder(id);
  const queryClient = useQueryClient();
  // Keeps "Pay within …" current; the order is asked for again when its hold ends (useOrder).
  const now = useNow();

  if (isPending) return <Spinner label="Loading the order" />;
  if (error) {
    return (
      <Page title="Payment" description={PAYMENT_DESCRIPTION}>
        <ErrorText>{error.message}</ErrorText>
      </Page>
    );
  }

  return (
    <Page title="Payment" description={PAYMENT_DESCRIPTION}>
      <div className="payment">
        <section className="card order-summary" aria-labelledby="order-summary">
          <h2 id="order-summary" className="card-title">
            Order summary
          </h2>
          <dl className="summary-list">
            <dt>Order</dt>
            <dd>{order.orderNumber}</dd>
            <dt>Tool</dt>
            <dd>{order.toolsName}</dd>
            <dt>Quantity</dt>
            <dd>{order.quantity}</dd>
            <dt>Total</dt>
            <dd>
              <span className="price">{formatPrice(order.price)}</span>
              <OrderParts order={order} compact />
            </dd>
            <dt>Billing name</dt>
            <dd>{order.customerName}</dd>
            <dt>Billing email</dt>
            <dd>{order.email}</dd>
            <dt>Status</dt>
            <dd>
              <OrderStatus order={order} now={now} />
            </dd>
          </dl>
        </section>
        <section className="card" aria-label="Card payment">
          {order.actions.includes('pay') || order.paid ? (
            // A paid order (shipped too) gets its receipt from Checkout.
            <Checkout order={order} onPaid={() => queryClient.invalidateQueries({ queryKey: orderKeys.all })} />
          ) : (
            <NothingToPay state={order.state} />
          )}
        </section>
      </div>
    </Page>
  );
}

/** Instead of the card form, for an order that can no longer be paid. */
function NothingToPay({ state }: { state: OrderState }) {
  if (state === 'expired') {
    return (
      <div className="nothing-to-pay" role="status">
        <p>This order has expired. Place it again.</p>
        <p>
          <Link to={paths.home.getHref()}>Back to the tools</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="nothing-to-pay" role="status">
      <p>
        This order is <strong>{orderStateLabels[state]}</strong>: there is nothing to pay.
      </p>
      <p>
        <Link to={paths.dashboard.myOrders.getHref()}>Back to My Orders</Link>
      </p>
    </div>
  );
}
