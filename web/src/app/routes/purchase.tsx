import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

import { Page } from '@/components/layout/page';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { PurchaseForm } from '@/features/orders/components/purchase-form';
import { useTool } from '@/features/tools/api/get-tool';
import { toolsQuery } from '@/features/tools/api/get-tools';
import { ToolCard } from '@/features/tools/components/tool-card';
import { rememberOrderKey } from '@/features/orders/guest-key';
import { canBeBought } from '@/features/tools/tool-page';
import { useAccount } from '@/lib/auth';
import { formatPrice } from '@/lib/format';
import { chooseHint, formOf, hasVariants, lineName } from '@/lib/tool-forms';

export default function PurchaseRoute() {
  const { toolId = '' } = useParams();
  // The variant chosen on the tool's page (or an order's line): /purchase/{toolId}?variant={variantId}.
  const [params] = useSearchParams();
  const { data: found, error, isPending } = useTool(toolId);
  // A customer buys as themselves; a visitor as a guest, with an email, as at the checkout.
  const { data: account, isPending: accountPending } = useAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (isPending || accountPending) return <Spinner label="Loading the tool" />;
  if (error) {
    return (
      <Page title="Purchase" description="Order a tool from Toolshop.">
        <ErrorText>{error.message}</ErrorText>
      </Page>
    );
  }

  const tool = formOf(found, params.get('variant'));
  const name = lineName({ toolsName: tool.name, variantName: tool.variant?.name });
  return (
    <Page
      title={`Purchase ${name}`}
      description={`Order ${name} from Toolshop at ${formatPrice(tool.deal?.price ?? tool.price)} each, from ${tool.minOrder} pieces: ${tool.description}`}
    >
      <div className="purchase">
        <ToolCard tool={tool} headingLevel="h2" lazyImage={false} action={<AddToCart tool={tool} />} />
        <section className="card purchase-form" aria-label="Your order">
          {account?.admin ? (
            <p>Admins run the shop: buying is for customers.</p>
          ) : hasVariants(tool) && !tool.variant ? (
            // A link without a variant (or one since removed): it is chosen on the tool's page.
            <p className="choose-hint" role="status">
              {chooseHint(tool.options)} on <Link to={paths.product.getHref(tool)}>the tool's page</Link>.
            </p>
          ) : canBeBought(tool) ? (
            <>
              {!account && (
                <p className="guest-choice">
                  Have an account? <Link to={paths.login.getHref(paths.purchase.getHref(tool._id, tool.variant?._id))}>Sign in</Link> to buy as
                  yourself, or buy as a guest.
                </p>
              )}
              <PurchaseForm
              tool={tool}
              account={account ?? undefined}
              onOrdered={(orderId, orderKey) => {
                // The order reserved stock, so the tool list is out of date.
                queryClient.invalidateQueries({ queryKey: toolsQuery.queryKey });
                if (account) {
                  navigate(paths.dashboard.payment.getHref(orderId));
                  return;
                }
                // A guest pays on the order's page, which its key opens; a retried submit is
                // answered without one: the page says the link is in the mail.
                if (orderKey) rememberOrderKey(orderId, orderKey);
                navigate(orderKey ? paths.guestOrder.getHref(orderId, orderKey) : paths.guestOrder.getPlacedHref(orderId), {
                  state: { placed: true },
                });
              }}
              />
            </>
          ) : (
            // No form that can only fail: the spec's quantity messages are for what can be bought.
            <p className="out-of-stock" role="status">
              Out of stock: {tool.availableQuantity === 0 ? 'none left' : `only ${tool.availableQuantity} left`}, and the
              minimum order is {tool.minOrder}. <Link to={paths.home.getHref()}>See the other tools</Link>
            </p>
          )}
        </section>
      </div>
    </Page>
  );
}
