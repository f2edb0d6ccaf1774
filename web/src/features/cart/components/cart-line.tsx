import { useState } from 'react';
import { Link } from 'react-router';

import { LineVariant } from '@/components/line-variant';
import { Stepper } from '@/components/ui/stepper';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { lineName } from '@/lib/tool-forms';
import type { CartLine } from '@/types/api';

import { useSetCartLine } from '../api/set-cart-line';
import { lineProblem, nameProblem } from '../line-problems';
import { mostOf, refuseQuantity } from '../quantity';

/**
 * A line of the cart: its picture and name (linking to the tool, in its variant), the variant's
 * name and SKU, price, a stepper bounded by the minimum order and stock, and its problem. A quantity refused, here or by the
 * server, is said on the line, naming the tool, and the field goes back to the quantity kept.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const setLine = useSetCartLine();
  const [draft, setDraft] = useState(String(line.quantity));
  const [refusal, setRefusal] = useState('');
  // The quantity kept changed (a step, another tab, a merge): the field shows it.
  const [kept, setKept] = useState(line.quantity);
  if (kept !== line.quantity) {
    setKept(line.quantity);
    setDraft(String(line.quantity));
  }
  const name = lineName(line);
  const item = { toolId: line.toolId, variantId: line.variantId };
  const refuse = (reason: string) => {
    setRefusal(`${nameProblem(name, reason)}. The quantity stays ${line.quantity}.`);
    setDraft(String(line.quantity));
  };
  const set = (typed: string) => {
    const reason = refuseQuantity(line, typed);
    if (reason) return refuse(reason);
    setRefusal('');
    const quantity = Number(typed.trim());
    if (quantity !== line.quantity) {
      setLine.mutate({ ...item, quantity }, { onError: (error) => refuse(error.message) });
    }
  };
  const remove = () => setLine.mutate({ ...item, quantity: 0 });
  // Setting the line again at its quantity takes the tool's price now.
  const acceptPrice = () => setLine.mutate({ ...item, quantity: line.quantity });
  const gone = line.problemCode === 'gone' || line.problemCode === 'soldOut';
  const priceChanged = line.problemCode === 'priceChanged';
  const quantityId = `quantity-${line.toolId}${line.variantId ? `-${line.variantId}` : ''}`;
  return (
    <li className={line.problem || refusal ? 'card cart-line has-problem' : 'card cart-line'}>
      {line.image ? <img src={line.image} alt="" width={96} height={96} loading="lazy" /> : <span />}
      <div className="cart-line-body">
        <h2 className="cart-line-name">
          {line.slug ? (
            <Link to={paths.product.getHref({ _id: line.toolId, slug: line.slug }, line.variantId)}>{line.toolsName}</Link>
          ) : (
            line.toolsName
          )}
        </h2>
        <LineVariant line={line} />
        <p>
          <span className="numeric">{formatPrice(line.unitPrice)}</span> each
        </p>
        {!gone && (
          <div className="cart-quantity">
            <label htmlFor={quantityId}>Quantity</label>
            <Stepper
              id={quantityId}
              value={line.quantity}
              draft={draft}
              onDraft={setDraft}
              onSet={set}
              min={line.minOrder}
              max={mostOf(line)}
              itemName={name}
              busy={setLine.isPending}
              refusalId={refusal ? `${quantityId}-refusal` : undefined}
            />
          </div>
        )}
        {refusal && (
          <p className="field-error" role="alert" id={`${quantityId}-refusal`}>
            {refusal}
          </p>
        )}
        {line.problem && (
          <p className="field-error" role="status">
            {lineProblem(line)}
            {priceChanged && (
              <button type="button" className="link-button" onClick={acceptPrice}>
                Accept the new price
              </button>
            )}
          </p>
        )}
      </div>
      <div className="cart-line-end">
        <strong className="numeric">{formatPrice(line.price)}</strong>
        <button type="button" className="link-button" onClick={remove} aria-label={`Remove ${name}`}>
          Remove
        </button>
      </div>
    </li>
  );
}
