import { Page } from '@/components/layout/page';
import { ApiKeys } from '@/features/integrations/components/api-keys';

export default function IntegrationsRoute() {
  return (
    <Page title="Integrations" description="The keys of the shop's other tools.">
      <ApiKeys />
    </Page>
  );
}
