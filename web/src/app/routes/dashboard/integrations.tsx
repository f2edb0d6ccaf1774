import { Page } from '@/components/layout/page';
import { ApiKeys } from '@/features/integrations/components/api-keys';
import { Webhooks } from '@/features/integrations/components/webhooks';

export default function IntegrationsRoute() {
  return (
    <Page title="Integrations" description="The keys of the shop's other tools, and the webhooks it posts to them.">
      <ApiKeys />
      <Webhooks />
    </Page>
  );
}
