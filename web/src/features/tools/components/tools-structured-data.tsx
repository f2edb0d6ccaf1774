import { paths } from '@/config/paths';
import type { Tool } from '@/types/api';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** A schema.org Product with its offer: what search engines show as price and stock. */
function product(tool: Tool, origin: string) {
  const url = new URL(paths.purchase.getHref(tool._id), origin).href;
  return {
    '@type': 'Product',
    name: tool.name,
    image: new URL(tool.image, origin).href,
    description: tool.description,
    url,
    offers: {
      '@type': 'Offer',
      url,
      // What an order is charged now: the deal's price until it ends.
      price: (tool.deal?.price ?? tool.price).toFixed(2),
      ...(tool.deal && { priceValidUntil: tool.deal.endsAt }),
      priceCurrency: 'USD',
      // Out of stock once fewer are left than the smallest order the shop takes.
      availability: tool.availableQuantity >= tool.minOrder ? IN_STOCK : OUT_OF_STOCK,
    },
  };
}

/**
 * The tools as JSON-LD, a list of products. A data block, not a script: the browser never runs it,
 * so the Content-Security-Policy (script-src 'self') has nothing to block.
 */
export function ToolsStructuredData({ tools }: { tools: Tool[] }) {
  const { origin } = window.location;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: tools.map((tool, index) => ({ '@type': 'ListItem', position: index + 1, item: product(tool, origin) })),
  };
  return <script type="application/ld+json">{JSON.stringify(data)}</script>;
}
