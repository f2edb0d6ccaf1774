import { Page } from '@/components/layout/page';
import { ShippingMethods } from '@/features/prices/components/shipping-methods';

export default function ShippingRoute() {
  return (
    <Page title="Shipping Methods" description="How orders reach customers, and what each way costs.">
      <ShippingMethods />
    </Page>
  );
}
