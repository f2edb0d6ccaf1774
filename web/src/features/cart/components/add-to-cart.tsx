import { hasVariants, lineName, type ToolForm } from '@/lib/tool-forms';

import { announceAdded } from '../added';
import { useCart } from '../api/get-cart';
import { useSetCartLine } from '../api/set-cart-line';

type AddToCartProps = {
  /** The tool, or the form of it chosen on its page: its variant is the line's. */
  tool: ToolForm;
  /** How many to add: the purchase form's quantity; else the tool's minimum order, or one more. */
  quantity?: number;
};

/**
 * "Add to cart" beside Buy Now and the purchase form, for visitors and customers (admins do not
 * buy). A tool with variants is added in the one chosen: a card, where none is, shows none.
 */
export function AddToCart({ tool, quantity }: AddToCartProps) {
  const { owner, data: cart } = useCart();
  const setLine = useSetCartLine();
  if (owner === 'none' || owner === 'checking') return null;
  if (hasVariants(tool) && !tool.variant) return null;
  const variantId = tool.variant?._id;
  const inCart = cart?.lines.find((line) => line.toolId === tool._id && line.variantId === variantId)?.quantity ?? 0;
  const wanted = quantity ?? (inCart > 0 ? inCart + 1 : tool.minOrder);
  const soldOut = tool.availableQuantity < tool.minOrder;
  const full = wanted > tool.availableQuantity;
  const named = lineName({ toolsName: tool.name, variantName: tool.variant?.name });

  return (
    <button
      type="button"
      className="button button-secondary"
      data-act={`add-to-cart:${tool._id}`}
      aria-label={`Add to cart: ${tool.name}`}
      disabled={soldOut || full || setLine.isPending}
      onClick={() =>
        setLine.mutate(
          { toolId: tool._id, variantId, quantity: wanted },
          // The top bar's count confirms it (a bump, and words for screen readers): no toast
          // covers the page's actions.
          { onSuccess: () => announceAdded(`${named} is in your cart (${wanted})`) },
        )
      }
    >
      {inCart > 0 && quantity === undefined ? 'Add one more' : 'Add to cart'}
    </button>
  );
}
