import { Page } from '@/components/layout/page';
import { Overview } from '@/features/orders/overview/overview';

export default function OverviewRoute() {
  return (
    <Page title="Overview" description="Toolshop at a glance: sales over a period, orders by state, top tools, low stock.">
      <Overview />
    </Page>
  );
}
