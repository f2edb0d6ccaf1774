import { Page } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';

import { useShopPage } from '../api/get-shop-page';

/**
 * One of the shop's pages (terms, returns…): the owner's Markdown, which the server turned into
 * HTML with no raw HTML, script or link but web links and the shop's own paths.
 */
export function ShopPage({ slug }: { slug: string }) {
  const { data: page, error } = useShopPage(slug);
  if (error) {
    return (
      <Page title="Page not found" description="This page of the shop is not published.">
        <ErrorText>{error.message}</ErrorText>
      </Page>
    );
  }
  if (!page) return <Spinner label="Loading the page" />;
  return (
    <Page title={page.title} description={page.title}>
      {/* Made safe by the server (markdown.HTML), the one place Markdown becomes HTML. */}
      <div className="shop-page-text" dangerouslySetInnerHTML={{ __html: page.html }} />
    </Page>
  );
}
