import { useId, useState } from 'react';

import { Stepper } from '@/components/ui/stepper';
import type { ToolForm } from '@/lib/tool-forms';

import { mostOf, refuseQuantity } from '../quantity';
import { AddToCart } from './add-to-cart';

/**
 * A quantity, from the tool's minimum order up to its stock, and "Add to cart" for it: a tool
 * page's way to the cart. A quantity refused is said under it, and the field goes back.
 */
export function QuantityToCart({ tool }: { tool: ToolForm }) {
  const [quantity, setQuantity] = useState(tool.minOrder);
  const [draft, setDraft] = useState(String(tool.minOrder));
  const [refusal, setRefusal] = useState('');
  const id = useId();
  const refusalId = `${id}-refusal`;
  const set = (typed: string) => {
    const reason = refuseQuantity(tool, typed);
    if (reason) {
      setRefusal(`${reason[0].toUpperCase()}${reason.slice(1)}. The quantity stays ${quantity}.`);
      setDraft(String(quantity));
      return;
    }
    setRefusal('');
    setQuantity(Number(typed.trim()));
    setDraft(String(Number(typed.trim())));
  };
  return (
    <div className="quantity-to-cart">
      <div className="cart-quantity">
        <label htmlFor={id}>Quantity</label>
        <Stepper
          id={id}
          value={quantity}
          draft={draft}
          onDraft={setDraft}
          onSet={set}
          min={tool.minOrder}
          max={mostOf(tool)}
          itemName={tool.name}
          refusalId={refusal ? refusalId : undefined}
          act="quantity"
        />
      </div>
      <AddToCart tool={tool} quantity={quantity} />
      {refusal && (
        <p className="field-error" role="alert" id={refusalId}>
          {refusal}
        </p>
      )}
    </div>
  );
}
