import { Page } from '@/components/layout/page';
import { Webhooks } from '@/features/integrations/components/webhooks';

export default function IntegrationsRoute() {
  return (
    <Page title="Integrations" description="How the shop's other tools follow it: the webhooks it posts.">
      <Webhooks />
    </Page>
  );
}
