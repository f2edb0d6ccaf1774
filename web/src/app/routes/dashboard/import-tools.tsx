import { Page } from '@/components/layout/page';
import { ImportTools } from '@/features/tools/components/import-tools';

export default function ImportToolsRoute() {
  return (
    <Page title="Import Tools" description="Add and change Toolshop's tools from a CSV file, with a preview first.">
      <ImportTools />
    </Page>
  );
}
