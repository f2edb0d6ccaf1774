import { Page } from '@/components/layout/page';
import { PagesAdmin } from '@/features/content/components/pages-admin';

export default function PagesRoute() {
  return (
    <Page title="Shop Pages" description="The shop's own pages in Markdown: about, contact, shipping, returns, terms and privacy.">
      <PagesAdmin />
    </Page>
  );
}
