import { Page } from '@/components/layout/page';
import { ManageOrders } from '@/features/orders/components/manage-orders';
import { OrdersExport } from '@/features/orders/components/orders-export';

export default function ManageOrdersRoute() {
  return (
    <Page title="Manage All Orders" description="Every order of Toolshop: ship paid orders, refund them, delete unpaid ones.">
      <OrdersExport />
      <ManageOrders />
    </Page>
  );
}
