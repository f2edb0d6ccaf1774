import { useParams } from 'react-router';

import { Page } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { BuyAgain } from '@/features/cart/components/buy-again';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderView } from '@/features/orders/components/order-view';
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
  // The order's customer pays, cancels and buys again; an admin reads it.
  const own = order.email === account.email;
  return (
    <Page title={`Order ${order.orderNumber}`} description={DESCRIPTION}>
      <OrderView order={order} own={own} actions={<BuyAgain lines={order.lines} />} />
    </Page>
  );
}
