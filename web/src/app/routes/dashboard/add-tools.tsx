import { Page } from '@/components/layout/page';
import { AddTool } from '@/features/tools/components/add-tool';

export default function AddToolsRoute() {
  return (
    <Page title="Add Tools" description="Add a tool to the Toolshop catalogue.">
      <AddTool />
    </Page>
  );
}
