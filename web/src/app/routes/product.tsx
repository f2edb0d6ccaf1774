import { lazy, Suspense, useId } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';

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
import { VariantPicker } from '@/features/tools/components/variant-picker';
import { toolDescription } from '@/features/tools/tool-page';
import { useVariantChoice } from '@/features/tools/use-variant-choice';
import { isApiError } from '@/lib/api-client';
import { chooseHint, hasVariants } from '@/lib/tool-forms';
import type { Tool } from '@/types/api';

const NotFoundRoute = lazy(() => import('./not-found'));
// Below the fold, and read from the server after the page: out of the first chunk.
const ToolReviews = lazy(() => import('@/features/reviews/components/tool-reviews').then((m) => ({ default: m.ToolReviews })));

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
  if (slug !== tool.slug) return <Navigate to={paths.product.getHref(tool, params.get('variant') ?? undefined)} replace />;

  return (
    <>
      <PageHead title={tool.name} description={toolDescription(tool)} />
      {/* Another tool's page starts with nothing chosen. */}
      <ToolPage key={tool._id} tool={tool} categoryName={categories?.find((category) => category.slug === tool.category)?.name} />
      <Suspense fallback={<Spinner label="Loading the reviews" />}>
        <ToolReviews toolId={tool._id} />
      </Suspense>
      <RelatedTools tool={tool} />
    </>
  );
}

/**
 * The tool's details in the form its options' values pick: until a value of each is chosen,
 * the cart and Buy Now wait, saying what is left to choose.
 */
function ToolPage({ tool, categoryName }: { tool: Tool; categoryName?: string }) {
  const { chosen, choose, form } = useVariantChoice(tool);
  const hintId = useId();
  const unchosen = hasVariants(tool) && !form.variant;
  const allChosen = tool.options.every((option) => chosen[option.name] !== undefined);
  return (
    <ToolDetails
      tool={form}
      categoryName={categoryName}
      buy={
        <>
          {hasVariants(tool) && (
            <>
              <VariantPicker tool={tool} chosen={chosen} onChoose={choose} />
              {/* Always a line, so that the buttons under it stay put as the last value is chosen. */}
              <p id={hintId} className={unchosen ? 'choose-hint' : 'choose-hint chosen'}>
                {form.variant
                  ? `${form.variant.name}${form.variant.sku ? ` · SKU ${form.variant.sku}` : ''}`
                  : allChosen
                    ? 'This combination is not sold: choose another.'
                    : chooseHint(tool.options)}
              </p>
            </>
          )}
          <QuantityToCart key={form.variant?._id} tool={form} choose={unchosen ? hintId : undefined} />
          <BuyNow tool={form} choose={unchosen ? hintId : undefined} />
        </>
      }
    />
  );
}
