// A tool's forms (docs/API.md, variants): a tool with `options` is sold in its variants, each
// with its own price, stock, SKU and pictures; one without is sold as it is.
import type { CartItem, Tool, ToolOption, Variant } from '@/types/api';

/** A tool as sold in one form: a variant's price, stock and pictures in the tool's place, the variant beside them. */
export type ToolForm = Tool & { variant?: Variant };

/** Whether the tool is sold in variants, one of which must be chosen to buy it. */
export const hasVariants = (tool: Pick<Tool, 'variants'>) => tool.variants.length > 0;

/**
 * The tool as sold in the variant `variantId` names, as the server's Tool.Form answers it: the
 * variant's price, deal, stock, minimum order, SKU, GTIN, MPN, parts and pictures (its own when it has
 * some, else the tool's). The tool itself for a tool without variants, or an id it does not have.
 */
export function formOf(tool: Tool, variantId?: string | null): ToolForm {
  const variant = tool.variants.find((v) => v._id === variantId);
  if (!variant) return tool;
  const own = variant.pictures.length > 0;
  const pictures = own ? variant.pictures.map((p): Tool['pictures'][number] => ({ url: p.url, alt: p.alt ?? '' })) : tool.pictures;
  return {
    ...tool,
    price: variant.price,
    deal: variant.deal,
    availableQuantity: variant.availableQuantity,
    minOrder: variant.minOrder,
    sku: variant.sku,
    gtin: variant.gtin,
    mpn: variant.mpn,
    parts: variant.parts,
    pictures,
    image: pictures[0].url,
    variant,
  };
}

/**
 * What must be chosen before a tool with variants can be bought: "Choose a Voltage and Kit", the
 * server's words (toolshop.Tool.Form) for a line without a variant.
 */
export function chooseHint(options: Pick<ToolOption, 'name'>[]): string {
  const names = options.map((option) => option.name);
  const last = names.pop();
  return `Choose a ${names.length > 0 ? `${names.join(', ')} and ${last}` : last}`;
}

/** Whether the tool's variants are sold at different prices: its price is then "from" the lowest (the tool's). */
export const pricesDiffer = (tool: Pick<Tool, 'variants'>) => new Set(tool.variants.map((v) => v.price)).size > 1;

/**
 * The price to show of a form of a tool: the variant's, with its deal, once one is chosen; for a
 * tool with variants before that, the lowest ("from" when they differ), and no deal, which is
 * one variant's.
 */
export function shownPrice(form: ToolForm): { price: number; deal?: ToolForm['deal']; from?: boolean } {
  if (hasVariants(form) && !form.variant) return { price: form.price, from: pricesDiffer(form) };
  return { price: form.price, deal: form.deal };
}

/** A line of a cart or an order, named as the server names it in a 409's `lines`: "{toolId}" or "{toolId}:{variantId}". */
export const lineKey = (line: { toolId: string; variantId?: string }) =>
  line.variantId ? `${line.toolId}:${line.variantId}` : line.toolId;

/** A line (an order's, say) as the cart names one: its tool, its variant when it has one, its quantity. */
export const itemOf = ({ toolId, variantId, quantity }: CartItem): CartItem =>
  variantId ? { toolId, variantId, quantity } : { toolId, quantity };

/** A line's tool with its variant, as one name, as the shop names it everywhere (toolshop.NameWithVariant): "Cordless Drill — 18V · Bare tool". */
export const lineName = (line: { toolsName: string; variantName?: string }) =>
  line.variantName ? `${line.toolsName} — ${line.variantName}` : line.toolsName;
