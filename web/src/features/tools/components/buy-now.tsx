import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { Tool } from '@/types/api';

import { canBeBought } from '../tool-page';

/**
 * The spec's Buy Now, to the tool's purchase page. Its name says what it buys to screen readers,
 * its hidden words to crawlers (which read the text, not the label).
 */
export function BuyNow({ tool }: { tool: Tool }) {
  if (!canBeBought(tool)) {
    // Out of stock: the spec's button stays, unable to lead to a form that can only fail.
    return (
      <button type="button" className="button" disabled aria-label={`Buy Now: ${tool.name} (out of stock)`}>
        Buy Now
      </button>
    );
  }
  return (
    <Link to={paths.purchase.getHref(tool._id)} className="button" aria-label={`Buy Now: ${tool.name}`}>
      Buy Now<span className="visually-hidden">: {tool.name}</span>
    </Link>
  );
}
