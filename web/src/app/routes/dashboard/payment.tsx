import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';

import { Page } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { orderKeys } from '@/features/orders/api/keys';
import { useOrder } from '@/features/orders/api/get-order';
import { Checkout } from '@/features/payments/components/checkout';
import { formatPrice } from '@/lib/format';

export default function PaymentRoute() {
  const { id = '' } = useParams();
  const { data: order, error, isPending } = useOrder(id);
  const queryClient = useQueryClient();

  if (isPending) return <Spinner label="Loading the order" />;

  return (
    <Page title="Payment">
      {error ? (
        <ErrorText>{error.message}</ErrorText>
      ) : (
        <div className="payment">
          <section className="card order-summary" aria-labelledby="order-summary">
            <h2 id="order-summary" className="card-title">
              Order summary
            </h2>
            <dl className="summary-list">
              <dt>Tool</dt>
              <dd>{order.toolsName}</dd>
              <dt>Quantity</dt>
              <dd>{order.quantity}</dd>
              <dt>Total</dt>
              <dd className="price">{formatPrice(order.price)}</dd>
              <dt>Billing name</dt>
              <dd>{order.customerName}</dd>
              <dt>Billing email</dt>
              <dd>{order.email}</dd>
            </dl>
          </section>
          <section className="card" aria-label="Card payment">
            <Checkout order={order} onPaid={() => queryClient.invalidateQueries({ queryKey: orderKeys.all })} />
          </section>
        </div>
      )}
    </Page>
  );
}
