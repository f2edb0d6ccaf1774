import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';

import { Page, PageHead } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { QuantityToCart } from '@/features/cart/components/quantity-to-cart';
import { useCategories } from '@/features/tools/api/get-categories';
import { useTool } from '@/features/tools/api/get-tool';
import { BuyNow } from '@/features/tools/components/buy-now';
import { RelatedTools } from '@/features/tools/components/related-tools';
import { ToolDetails } from '@/features/tools/components/tool-details';
import { toolDescription } from '@/features/tools/tool-page';
import { isApiError } from '@/lib/api-client';

const NotFoundRoute = lazy(() => import('./not-found'));
// Below the fold, and read from the server after the page: out of the first chunk.
const ToolReviews = lazy(() => import('@/features/reviews/components/tool-reviews').then((m) => ({ default: m.ToolReviews })));

/**
 * A tool's public page, /products/{id}/{slug}. Part of the first chunk, not fetched on first visit:
 * it takes over the page the server wrote from the answer embedded in it, in its first render.
 */
export function ProductRoute() {
  const { id = '', slug } = useParams();
  const { data: tool, error, isPending } = useTool(id);
  const { data: categories } = useCategories();

  if (isPending) return <Spinner label="Loading the tool" />;
  if (isApiError(error, 404)) return <NotFoundRoute />;
  if (error) {
    return (
      <Page title="Tool" description="A tool of Toolshop.">
        <ErrorText>{error.message}</ErrorText>
      </Page>
    );
  }
  // An old name's address (a rename) shows the page at its address now, as the server sends it.
  if (slug !== tool.slug) return <Navigate to={paths.product.getHref(tool)} replace />;

  return (
    <>
      <PageHead title={tool.name} description={toolDescription(tool)} />
      <ToolDetails
        tool={tool}
        categoryName={categories?.find((category) => category.slug === tool.category)?.name}
        buy={
          <>
            <QuantityToCart tool={tool} />
            <BuyNow tool={tool} />
          </>
        }
      />
      <Suspense fallback={<Spinner label="Loading the reviews" />}>
        <ToolReviews toolId={tool._id} />
      </Suspense>
      <RelatedTools tool={tool} />
    </>
  );
}
