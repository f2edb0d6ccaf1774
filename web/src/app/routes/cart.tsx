import { Page } from '@/components/layout/page';
import { CartView } from '@/features/cart/components/cart-view';

export default function CartRoute() {
  return (
    <Page title="Your cart" description="The tools in your Toolshop cart, ready to check out together.">
      <CartView />
    </Page>
  );
}
