import { Page } from '@/components/layout/page';
import { ManageProducts } from '@/features/tools/components/manage-products';

export default function ManageProductsRoute() {
  return (
    <Page title="Manage Products" description="The tools of Toolshop: edit and delete them.">
      <ManageProducts />
    </Page>
  );
}
