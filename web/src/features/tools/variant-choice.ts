import type { Tool, ToolOption, Variant } from '@/types/api';

import { canBeBought } from './tool-page';

/** The values chosen on a tool's page, by option name: some options, or all. */
export type Chosen = Record<string, string>;

/** The variant with the values chosen, once a value of every option is: none while some are not, or when none is sold so. */
export function variantOf(tool: Pick<Tool, 'options' | 'variants'>, chosen: Chosen): Variant | undefined {
  if (!tool.options.every((option) => chosen[option.name] !== undefined)) return undefined;
  return tool.variants.find((variant) => tool.options.every((option) => variant.options[option.name] === chosen[option.name]));
}

/** Why a value cannot be bought with the values chosen of the other options. */
export type Unavailable = 'Sold out' | 'Not sold';

/**
 * Why choosing `value` of `option`, beside the values chosen of the other options, leads to
 * nothing that can be bought: "Not sold" when no variant has those values, "Sold out" when
 * those that do cannot be bought now (less left than their minimum order); undefined when
 * one can.
 */
export function whyNot(tool: Pick<Tool, 'options' | 'variants'>, chosen: Chosen, option: ToolOption, value: string): Unavailable | undefined {
  const wanted = { ...chosen, [option.name]: value };
  const matching = tool.variants.filter((variant) =>
    tool.options.every((o) => wanted[o.name] === undefined || variant.options[o.name] === wanted[o.name]),
  );
  if (matching.length === 0) return 'Not sold';
  return matching.some(canBeBought) ? undefined : 'Sold out';
}

/** More values than this and an option is a list to pick from, not a row of buttons. */
export const MAX_BUTTONS = 8;
