import { Page } from '@/components/layout/page';
import { MyOrders } from '@/features/orders/components/my-orders';
import { useSignedInAccount } from '@/lib/auth';

export default function MyOrdersRoute() {
  const account = useSignedInAccount();
  return (
    <Page title="My Orders">
      <MyOrders email={account.email} />
    </Page>
  );
}
