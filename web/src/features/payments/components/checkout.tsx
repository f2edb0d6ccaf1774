import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

import { OrderDelivery, OrderItems } from '@/components/order-details';
import { OrderParts } from '@/components/order-parts';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { paperName } from '@/lib/format';
import { useServerConfig } from '@/lib/server-config';
import type { Order } from '@/types/api';

import { usePayOrder } from '../api/pay-order';
import type { PaymentOrder } from './card-form-props';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's code is fetched only when the server is set up for Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * The order paid for: what the card form needs, and what the receipt shows once it is paid;
 * orderKey: a guest order's key, which the payment's calls carry instead of a token.
 */
type CheckoutProps = { order: PaymentOrder & ReceiptOrder; onPaid: () => void; orderKey?: string };

export function Checkout({ order, onPaid, orderKey }: CheckoutProps) {
  const { data: config, isPending } = useServerConfig();
  const payOrder = usePayOrder(order._id, onPaid, orderKey);

  if (payOrder.isSuccess) return <PaymentReceived order={order} transactionId={payOrder.data} guest={Boolean(orderKey)} />;
  if (order.paid) return <PaymentReceived order={order} transactionId={order.transactionId} guest={Boolean(orderKey)} />;
  if (isPending) return <Spinner label="Loading payment options" />;

  const formProps = { order, orderKey, busy: payOrder.isPending, onPay: payOrder.mutate };
  const publishableKey = config?.payments.provider === 'stripe' ? config.payments.publishableKey : undefined;

  return (
    <div className="checkout">
      {publishableKey ? (
        <Suspense fallback={<Spinner label="Loading the card form" />}>
          <StripeCardForm publishableKey={publishableKey} {...formProps} />
        </Suspense>
      ) : (
        <SandboxCardForm {...formProps} />
      )}
      <ErrorText>{payOrder.error?.message}</ErrorText>
    </div>
  );
}

type ReceiptOrder = Pick<
  Order,
  | '_id'
  | 'orderNumber'
  | 'lines'
  | 'customerName'
  | 'address'
  | 'number'
  | 'shippingMethod'
  | 'invoice'
  | 'parts'
  | 'price'
>;

/**
 * The receipt: the spec's words and the whole transaction id, then the order paid for (its
 * number, lines, delivery and the parts of its total), its invoice once issued, and the ways
 * on: the order's page and the shop. A guest pays on their order's page, which shows all of
 * that already: their receipt is the spec's words and the transaction id.
 */
function PaymentReceived({ order, transactionId, guest }: { order: ReceiptOrder; transactionId: string; guest: boolean }) {
  const received = (
    <>
      <p className="success-text">We have Recieved your payment</p>
      <p>
        Transaction Id: <code className="transaction-id">{transactionId}</code>
      </p>
    </>
  );
  if (guest) {
    return (
      <div className="payment-received" role="status">
        {received}
      </div>
    );
  }
  return (
    <div className="payment-received" role="status">
      {received}
      <section className="receipt" aria-labelledby="receipt-title">
        <h2 id="receipt-title" className="card-title">
          Order <Link to={paths.dashboard.order.getHref(order._id)}>{order.orderNumber}</Link>
        </h2>
        <OrderItems lines={order.lines} />
        <OrderParts order={order} />
        <h3 className="receipt-heading">Delivery</h3>
        <OrderDelivery order={order} />
      </section>
      <p className="receipt-links">
        {order.invoice && (
          <Link to={paths.dashboard.invoice.getHref(order._id)}>Invoice {paperName('INV', order.invoice.number)}</Link>
        )}
        <Link to={paths.dashboard.myOrders.getHref()}>Back to My Orders</Link>
        <Link className="button" to={paths.home.getHref()}>
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
