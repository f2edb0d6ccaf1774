import { Page } from '@/components/layout/page';
import { DiscountCodes } from '@/features/prices/components/discount-codes';

export default function DiscountCodesRoute() {
  return (
    <Page title="Discount Codes" description="The codes customers type for a discount, and their limits.">
      <DiscountCodes />
    </Page>
  );
}
