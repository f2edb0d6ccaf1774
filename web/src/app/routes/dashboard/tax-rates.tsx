import { Page } from '@/components/layout/page';
import { TaxRates } from '@/features/prices/components/tax-rates';

export default function TaxRatesRoute() {
  return (
    <Page title="Tax Rates" description="The sales tax or VAT charged by country and region.">
      <TaxRates />
    </Page>
  );
}
