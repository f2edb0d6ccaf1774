import { lazy, useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';

import { Page, PageHead } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { useCategories } from '@/features/tools/api/get-categories';
import { useCategoryTools } from '@/features/tools/api/get-category-tools';
import { categoryDescription, categoryTitle, pageNumber } from '@/features/tools/category-page';
import { CategoryPage } from '@/features/tools/components/category-page';

const NotFoundRoute = lazy(() => import('./not-found'));

/**
 * A category's page, /categories/{slug}?page=N. Part of the first chunk, not fetched on first
 * visit: it takes over the page the server wrote from the answers embedded in it, in its first
 * render. What the server answers with its 404 page (an unknown slug, a page past the last or no
 * page number) is the 404 page here too.
 */
export function CategoryRoute() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const page = pageNumber(params.get('page'));
  const { data: categories, error: categoriesError } = useCategories();
  const category = categories?.find((candidate) => candidate.slug === slug);
  const tools = useCategoryTools(slug, page, category !== undefined && page > 0);

  // Another page of the list starts at its top, as following the server's link would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);

  const error = categoriesError ?? tools.error;
  if (error) {
    return (
      <Page title="Category" description="A category of tools.">
        <ErrorText>{error.message}</ErrorText>
      </Page>
    );
  }
  if (!categories) return <Spinner label="Loading the category" />;
  if (!category || page === 0) return <NotFoundRoute />;
  if (params.get('page') === '1') return <Navigate to={paths.category.getHref(slug)} replace />;
  if (!tools.data) return <Spinner label="Loading the tools" />;
  if (page > 1 && tools.data.items.length === 0) return <NotFoundRoute />;

  return (
    <>
      <PageHead title={categoryTitle(category.name, page)} description={categoryDescription(category)} />
      <CategoryPage category={category} tools={tools.data} page={page} moreActions={(tool) => <AddToCart tool={tool} />} />
    </>
  );
}
