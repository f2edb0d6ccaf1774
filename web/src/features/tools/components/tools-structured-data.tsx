import { paths } from '@/config/paths';
import type { Tool } from '@/types/api';

/**
 * The tools as JSON-LD, a list of their pages' addresses: each page describes its tool itself (a
 * Product with its Offer, which the server writes: site/structureddata.go). A data block, not
 * a script: the browser never runs it, so the Content-Security-Policy (script-src 'self') has
 * nothing to block.
 */
export function ToolsStructuredData({ tools }: { tools: Tool[] }) {
  const { origin } = window.location;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: tools.map((tool, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: new URL(paths.product.getHref(tool), origin).href,
    })),
  };
  return <script type="application/ld+json">{JSON.stringify(data)}</script>;
}
