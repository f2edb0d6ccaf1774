import { Page } from '@/components/layout/page';
import { ManageOrders } from '@/features/orders/components/manage-orders';

export default function ManageOrdersRoute() {
  return (
    <Page title="Manage All Orders" description="Every order of Toolshop: ship paid orders, refund them, delete unpaid ones.">
      <ManageOrders />
    </Page>
  );
}
