import { Page } from '@/components/layout/page';
import { DealSettings } from '@/features/prices/components/deal-form';
import { useTools } from '@/features/tools/api/get-tools';

export default function DealRoute() {
  const { data: tools } = useTools();
  return (
    <Page title="Deal of the Day" description="The tool on the home page's Deal of the Day, its deal price and its end.">
      <DealSettings tools={tools} />
    </Page>
  );
}
