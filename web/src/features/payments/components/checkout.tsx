import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useServerConfig } from '@/lib/server-config';

import { usePayOrder } from '../api/pay-order';
import type { PaymentOrder } from './card-form-props';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's code is fetched only when the server is set up for Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** orderKey: a guest order's key, which the payment's calls carry instead of a token. */
type CheckoutProps = { order: PaymentOrder; onPaid: () => void; orderKey?: string };

export function Checkout({ order, onPaid, orderKey }: CheckoutProps) {
  const { data: config, isPending } = useServerConfig();
  const payOrder = usePayOrder(order._id, onPaid, orderKey);

  if (payOrder.isSuccess) return <PaymentReceived transactionId={payOrder.data} guest={Boolean(orderKey)} />;
  if (order.paid) return <PaymentReceived transactionId={order.transactionId} guest={Boolean(orderKey)} />;
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

/** A guest has no My Orders: their order's page is where they are. */
function PaymentReceived({ transactionId, guest }: { transactionId: string; guest: boolean }) {
  return (
    <div className="payment-received" role="status">
      <p className="success-text">We have Recieved your payment</p>
      <p>
        Transaction Id: <code className="transaction">{transactionId}</code>
      </p>
      {!guest && (
        <p>
          <Link to={paths.dashboard.myOrders.getHref()}>Back to My Orders</Link>
        </p>
      )}
    </div>
  );
}
