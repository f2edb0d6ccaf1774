import { Page } from '@/components/layout/page';
import { ManageOrders } from '@/features/orders/components/manage-orders';

export default function ManageOrdersRoute() {
  return (
    <Page title="Manage All Orders">
      <ManageOrders />
    </Page>
  );
}
