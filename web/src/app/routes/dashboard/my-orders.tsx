import { Page } from '@/components/layout/page';
import { MyOrders } from '@/features/orders/components/my-orders';
import { useSignedInAccount } from '@/lib/auth';

export default function MyOrdersRoute() {
  const account = useSignedInAccount();
  return (
    <Page title="My Orders" description="Your Toolshop orders: pay, cancel and follow them until they ship.">
      <MyOrders email={account.email} verified={account.verified} />
    </Page>
  );
}
