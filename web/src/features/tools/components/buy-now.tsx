import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { hasVariants, lineName, type ToolForm } from '@/lib/tool-forms';

import { canBeBought } from '../tool-page';

/**
 * The spec's Buy Now, to the tool's purchase page, in the variant chosen. Its name says what it
 * buys to screen readers, its hidden words to crawlers (which read the text, not the label). A
 * tool with variants, none chosen yet (a card), leads to its page to choose one.
 */
export function BuyNow({ tool }: { tool: ToolForm }) {
  const unchosen = hasVariants(tool) && !tool.variant;
  if (!canBeBought(tool)) {
    // Out of stock: the spec's button stays, unable to lead to a form that can only fail.
    return (
      <button type="button" className="button" disabled aria-label={`Buy Now: ${tool.name} (out of stock)`}>
        Buy Now
      </button>
    );
  }
  const to = unchosen ? paths.product.getHref(tool) : paths.purchase.getHref(tool._id, tool.variant?._id);
  // What it buys: the variant too, as the server's page names it.
  const name = lineName({ toolsName: tool.name, variantName: tool.variant?.name });
  return (
    <Link to={to} className="button" aria-label={`Buy Now: ${name}`}>
      Buy Now<span className="visually-hidden">: {name}</span>
    </Link>
  );
}
