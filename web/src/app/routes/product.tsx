import { lazy, Suspense } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';

import { Page, PageHead } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { QuantityToCart } from '@/features/cart/components/quantity-to-cart';
import { useCategories } from '@/features/tools/api/get-categories';
import { useTool } from '@/features/tools/api/get-tool';
import { BuyNow } from '@/features/tools/components/buy-now';
import { ToolDetails } from '@/features/tools/components/tool-details';
import { toolDescription } from '@/features/tools/tool-page';
import { isApiError } from '@/lib/api-client';
import { formOf, hasVariants, lineName } from '@/lib/tool-forms';

const NotFoundRoute = lazy(() => import('./not-found'));
// The options' pickers: only a tool with variants has them.
const VariantToolPage = lazy(() => import('./product-variants'));
// Below the fold, and read from the server after the page: out of the first chunk.
const ToolReviews = lazy(() => import('@/features/reviews/components/tool-reviews').then((m) => ({ default: m.ToolReviews })));
const RelatedTools = lazy(() => import('@/features/tools/components/related-tools').then((m) => ({ default: m.RelatedTools })));

/**
 * A tool's public page, /products/{id}/{slug}. Part of the first chunk, not fetched on first visit:
 * it takes over the page the server wrote from the answer embedded in it, in its first render.
 */
export function ProductRoute() {
  const { id = '', slug } = useParams();
  const [params] = useSearchParams();
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
  const variantId = params.get('variant') ?? undefined;
  if (slug !== tool.slug) return <Navigate to={paths.product.getHref(tool, variantId)} replace />;
  const categoryName = categories?.find((category) => category.slug === tool.category)?.name;

  return (
    <>
      {/* Named as the server names the page: with the variant its address names. */}
      <PageHead title={lineName({ toolsName: tool.name, variantName: formOf(tool, variantId).variant?.name })} description={toolDescription(tool)} />
      {hasVariants(tool) ? (
        // Until its pickers arrive, the variant the address names (its price, stock, pictures), nothing to buy yet.
        <Suspense fallback={<ToolDetails tool={formOf(tool, variantId)} categoryName={categoryName} buy={null} />}>
          {/* Another tool's page starts with nothing chosen. */}
          <VariantToolPage key={tool._id} tool={tool} categoryName={categoryName} />
        </Suspense>
      ) : (
        <ToolDetails
          tool={tool}
          categoryName={categoryName}
          buy={
            <>
              <QuantityToCart tool={tool} />
              <BuyNow tool={tool} />
            </>
          }
        />
      )}
      <Suspense fallback={<Spinner label="Loading the reviews" />}>
        <ToolReviews toolId={tool._id} />
      </Suspense>
      <Suspense fallback={null}>
        <RelatedTools tool={tool} />
      </Suspense>
    </>
  );
}
