import { Page } from '@/components/layout/page';
import { CatalogueCsv } from '@/features/tools/components/catalogue-csv';
import { ManageProducts } from '@/features/tools/components/manage-products';

export default function ManageProductsRoute() {
  return (
    <Page title="Manage Products" description="The tools of Toolshop: edit and delete them.">
      <CatalogueCsv />
      <ManageProducts />
    </Page>
  );
}
