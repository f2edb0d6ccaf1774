import { useParams } from 'react-router';

import { Page } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { BuyAgain } from '@/features/cart/components/buy-again';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderView } from '@/features/orders/components/order-view';
import { orderNumber } from '@/features/orders/order-state';
import { useSignedInAccount } from '@/lib/auth';

const DESCRIPTION = 'One of your Toolshop orders: its tools, delivery, invoice and history.';

/** One order's page, for its customer and admins; the server refuses anyone else. */
export default function OrderRoute() {
  const { id = '' } = useParams();
  const account = useSignedInAccount();
  const { data: order, error, isPending } = useOrder(id);

  if (isPending) return <Spinner label="Loading the order" />;
  if (error) {
    return (
      <Page title="Order" description={DESCRIPTION}>
        <ErrorText>{error.message}</ErrorText>
      </Page>
    );
  }
  return (
    <Page title={`Order ${orderNumber(order)}`} description={DESCRIPTION}>
      {/* Only the order's own customer has a cart to put its lines back into. */}
      <OrderView order={order} actions={order.email === account.email && <BuyAgain lines={order.lines} />} />
    </Page>
  );
}
