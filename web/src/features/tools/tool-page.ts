import stock from '@/config/stock.json' with { type: 'json' };
import type { Tool } from '@/types/api';

/** Whether an order of the tool can be placed now: its minimum order is in stock. */
export const canBeBought = (tool: Pick<Tool, 'minOrder' | 'availableQuantity'>) => tool.availableQuantity >= tool.minOrder;

export type Availability = { text: string; kind: 'in-stock' | 'few-left' | 'out-of-stock' };

/**
 * What a tool's page says of its stock: out once fewer are left than its minimum order, how many
 * when few (stock.json, which the server reads too), else in stock. The server writes the same
 * (site/toolpage.go, availabilityOf).
 */
export function availability(tool: Pick<Tool, 'minOrder' | 'availableQuantity'>): Availability {
  if (!canBeBought(tool)) return { text: 'Out of stock', kind: 'out-of-stock' };
  if (tool.availableQuantity <= stock.fewLeft) return { text: `Only ${tool.availableQuantity} left`, kind: 'few-left' };
  return { text: 'In stock', kind: 'in-stock' };
}

/** The longest meta description: about what search engines show. */
const MAX_DESCRIPTION = 155;

/**
 * A tool page's meta description, as the server writes it (site/pagehtml.go,
 * metaDescription): the tool's description on one line, cut after a word, an ellipsis telling it was.
 */
export function toolDescription(tool: Pick<Tool, 'description'>): string {
  const line = tool.description.split(/[\s\p{Cc}]+/u).filter(Boolean).join(' ');
  const chars = [...line];
  if (chars.length <= MAX_DESCRIPTION) return line;
  let cut = chars.slice(0, MAX_DESCRIPTION).join('');
  const space = cut.lastIndexOf(' ');
  if (space > 0) cut = cut.slice(0, space);
  return `${cut.replace(/[ ,.;:-]+$/, '')}…`;
}
