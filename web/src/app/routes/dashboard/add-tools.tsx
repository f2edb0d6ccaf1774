import { Page } from '@/components/layout/page';
import { AddTool } from '@/features/tools/components/add-tool';
import { Categories } from '@/features/tools/components/categories';

export default function AddToolsRoute() {
  return (
    <Page title="Add Tools" description="Add a tool to the Toolshop catalogue and manage its categories.">
      <AddTool />
      <Categories />
    </Page>
  );
}
