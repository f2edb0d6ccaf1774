import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { pageShowsEveryError } from '@/lib/query-client';
import { itemOf, lineName } from '@/lib/tool-forms';
import type { OrderLine } from '@/types/api';

import { useCartOwner } from '../api/get-cart';
import { cartKeys } from '../api/keys';
import { setCartLine } from '../api/set-cart-line';
import { setVisitorLine } from '../api/visitor-cart';

type Refused = { name: string; reason: string };

/** Why the server would not put a line back: its field's message, or the tool gone. */
function reasonOf(error: unknown) {
  if (isApiError(error, 404)) return 'This tool is no longer sold';
  if (isApiError(error)) return error.fields.quantity ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * "Buy again": puts an order's lines back into the cart, each in its variant at the order's quantity. A
 * customer's cart is the server's (PUT /cart/{toolId}, which checks it against the tool as it
 * is now), and the lines it refuses are said with why; a visitor's (a guest's) is this
 * browser's, whose lines the cart page checks. Nothing for those without a cart (admins).
 */
export function BuyAgain({ lines }: { lines: OrderLine[] }) {
  const owner = useCartOwner();
  const queryClient = useQueryClient();
  const buyAgain = useMutation({
    mutationFn: async () => {
      if (owner === 'visitor') {
        for (const line of lines) setVisitorLine(itemOf(line));
        return { added: lines.length, refused: [] };
      }
      let added = 0;
      const refused: Refused[] = [];
      // One after another: each answer is the cart with the lines before it.
      for (const line of lines) {
        try {
          const cart = await setCartLine(itemOf(line));
          queryClient.setQueryData(cartKeys.customer, cart);
          added++;
        } catch (error) {
          if (isApiError(error, 401)) throw error;
          refused.push({ name: lineName(line), reason: reasonOf(error) });
        }
      }
      return { added, refused };
    },
    meta: pageShowsEveryError,
  });

  if (owner !== 'customer' && owner !== 'visitor') return null;
  const result = buyAgain.data;
  return (
    <div className="buy-again">
      <button type="button" className="button button-secondary" disabled={buyAgain.isPending} onClick={() => buyAgain.mutate()}>
        {buyAgain.isPending ? 'Adding to your cart…' : 'Buy again'}
      </button>
      <div role="status" className="buy-again-result">
        {result && (
          <>
            <p>
              {result.added === lines.length
                ? `All ${lines.length === 1 ? 'the tool is' : `${lines.length} tools are`} in your cart.`
                : `${result.added} of ${lines.length} tools added to your cart.`}{' '}
              {result.added > 0 && <Link to={paths.cart.getHref()}>View cart</Link>}
            </p>
            {result.refused.length > 0 && (
              <ul className="buy-again-refused">
                {result.refused.map(({ name, reason }) => (
                  <li key={name}>
                    {name}: {reason}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
