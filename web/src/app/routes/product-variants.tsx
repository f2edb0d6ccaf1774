import { useId } from 'react';

import { useCartOwner } from '@/features/cart/api/get-cart';
import { QuantityToCart } from '@/features/cart/components/quantity-to-cart';
import { BuyNow } from '@/features/tools/components/buy-now';
import { ToolDetails } from '@/features/tools/components/tool-details';
import { VariantPicker } from '@/features/tools/components/variant-picker';
import { useVariantChoice } from '@/features/tools/use-variant-choice';
import { chooseHint } from '@/lib/tool-forms';
import type { Tool } from '@/types/api';

/**
 * The page of a tool with variants, in the form its options' values pick: until a value of each
 * is chosen, the cart and Buy Now wait, saying what is left to choose. Its own chunk, fetched
 * only for such a tool (product.tsx), which keeps the first chunk within its budget.
 */
export default function VariantToolPage({ tool, categoryName }: { tool: Tool; categoryName?: string }) {
  const { chosen, choose, form } = useVariantChoice(tool);
  const owner = useCartOwner();
  const hintId = useId();
  const unchosen = !form.variant;
  const allChosen = tool.options.every((option) => chosen[option.name] !== undefined);
  return (
    <ToolDetails
      tool={form}
      categoryName={categoryName}
      choice={<VariantPicker tool={tool} chosen={chosen} onChoose={choose} />}
      buy={
        <>
          {/* Always a line, so that the buttons under it stay put as the last value is chosen. */}
          <p id={hintId} className={unchosen ? 'choose-hint' : 'choose-hint chosen'}>
            {form.variant
              ? `${form.variant.name}${form.variant.sku ? ` · SKU ${form.variant.sku}` : ''}`
              : allChosen
                ? 'This combination is not sold: choose another.'
                : chooseHint(tool.options)}
          </p>
          {unchosen ? (
            // The ways to buy wait for a variant, saying what is left to choose (admins do not buy).
            <>
              {(owner === 'customer' || owner === 'visitor') && (
                <button type="button" className="button button-secondary" disabled aria-label={`Add to cart: ${tool.name}`} aria-describedby={hintId}>
                  Add to cart
                </button>
              )}
              <button type="button" className="button" disabled aria-label={`Buy Now: ${tool.name}`} aria-describedby={hintId}>
                Buy Now
              </button>
            </>
          ) : (
            <>
              <QuantityToCart key={form.variant?._id} tool={form} />
              <BuyNow tool={form} />
            </>
          )}
        </>
      }
    />
  );
}
