import { Page } from '@/components/layout/page';
import { ShopSettings } from '@/features/prices/components/shop-settings';

export default function ShopRoute() {
  return (
    <Page title="Shop Settings" description="The shop's details for its invoices, and how it charges tax.">
      <ShopSettings />
    </Page>
  );
}
