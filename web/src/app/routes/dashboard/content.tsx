import { Page } from '@/components/layout/page';
import { ContentSettings } from '@/features/content/components/content-form';

export default function ContentRoute() {
  return (
    <Page title="Shop Content" description="The home page's banner, figures and promises, the footer's links, the menu and the copyright line.">
      <ContentSettings />
    </Page>
  );
}
