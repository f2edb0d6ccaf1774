// The editor's options, variant rows and kit parts, and what the form sends for them
// (ToolChanges' `options`, `variants` and `parts`, docs/API.md).
import { withKey, type Row } from '@/components/ui/row-actions';
import type { KitPart, Tool, ToolOption, Variant, VariantChanges } from '@/types/api';

/** The most options, variants and parts of a kit the server keeps (variants.go, kits.go). */
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;
export const MAX_KIT_PARTS = 20;

/** An option as the form edits it: its values typed as a comma-separated list. */
export type OptionRow = { name: string; values: string } & Row;

/** A part of a kit: `name` as the shop names it ("18V drill · Bare tool"), for the admin to read. */
export type PartRow = { toolId: string; variantId?: string; name: string; quantity: string } & Row;

/**
 * A variant as the grid edits it: its value of each option by the option row's key (so an
 * option renamed or moved keeps its values), a kit when it has parts. `_id` for a variant
 * the tool has, none for one added here.
 */
export type VariantRow = {
  _id?: string;
  values: Record<number, string>;
  sku: string;
  gtin: string;
  mpn: string;
  price: string;
  availableQuantity: string;
  parts: PartRow[];
  /** A kit's stock as the server counted it from its parts, when it was read. */
  kitStock?: number;
} & Row;

/** The values of an option as typed: "12V, 18V" is two, an empty one between commas none. */
export const optionValues = (option: OptionRow) =>
  option.values
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** The options that name something: a row left empty is none. */
export const namedOptions = (options: OptionRow[]) => options.filter((option) => option.name.trim() !== '' || option.values.trim() !== '');

/** Whether the tool is sold in variants: it has an option. */
export const hasOptions = (options: OptionRow[]) => namedOptions(options).length > 0;

/** A variant's name: its values in the options' order, joined as the server joins them. */
export const variantName = (options: OptionRow[], row: Pick<VariantRow, 'values'>) =>
  namedOptions(options)
    .map((option) => row.values[option.key]?.trim() ?? '')
    .filter((value) => value !== '')
    .join(' · ');

/** Every combination of the options' values, each as a row's values. */
export function combinations(options: OptionRow[]): Record<number, string>[] {
  return namedOptions(options).reduce<Record<number, string>[]>(
    (combos, option) => combos.flatMap((combo) => optionValues(option).map((value) => ({ ...combo, [option.key]: value }))),
    [{}],
  );
}

export const blankVariant = (values: Record<number, string>): VariantRow =>
  withKey({ values, sku: '', gtin: '', mpn: '', price: '', availableQuantity: '', parts: [] });

/** The rows with a new one for each combination none of them is, up to the most variants. */
export function addEveryCombination(options: OptionRow[], rows: VariantRow[]): VariantRow[] {
  const names = new Set(rows.map((row) => variantName(options, row)));
  const missing = combinations(options).filter((values) => !names.has(variantName(options, { values })));
  return [...rows, ...missing.map(blankVariant)].slice(0, Math.max(rows.length, MAX_VARIANTS));
}

export const partRows = (parts: KitPart[]): PartRow[] =>
  parts.map((part) => withKey({ toolId: part.toolId, variantId: part.variantId, name: part.name ?? '', quantity: String(part.quantity) }));

/** The parts as the server takes them: the name is the server's to say. */
export const toKitParts = (parts: PartRow[]): KitPart[] =>
  parts.map(({ toolId, variantId, quantity }) => ({ toolId, ...(variantId && { variantId }), quantity: Number(quantity) }));

/** The tool's options and variants as the form starts editing them. */
export function toOptionRows(tool: Pick<Tool, 'options' | 'variants'>): { options: OptionRow[]; variants: VariantRow[] } {
  const options = tool.options.map((option) => withKey({ name: option.name, values: option.values.join(', ') }));
  const variants = tool.variants.map((variant: Variant) =>
    withKey({
      _id: variant._id,
      values: Object.fromEntries(options.map((option) => [option.key, variant.options[option.name] ?? ''])),
      sku: variant.sku ?? '',
      gtin: variant.gtin ?? '',
      mpn: variant.mpn ?? '',
      price: String(variant.price),
      availableQuantity: String(variant.availableQuantity),
      parts: partRows(variant.parts),
      ...(variant.parts.length > 0 && { kitStock: variant.availableQuantity }),
    }),
  );
  return { options, variants };
}

export const toOptions = (options: OptionRow[]): ToolOption[] =>
  namedOptions(options).map((option) => ({ name: option.name.trim(), values: optionValues(option) }));

/**
 * The variants as the server takes them, each whole: a kit's stock is its parts', never sent;
 * a price or stock left empty is not sent, so the server names the cell.
 */
export function toVariantChanges(options: OptionRow[], rows: VariantRow[]): VariantChanges[] {
  const named = namedOptions(options);
  return rows.map((row) => ({
    ...(row._id && { _id: row._id }),
    options: Object.fromEntries(named.map((option) => [option.name.trim(), row.values[option.key]?.trim() ?? ''])),
    sku: row.sku.trim(),
    gtin: row.gtin.trim(),
    mpn: row.mpn.trim(),
    ...(row.price.trim() !== '' && { price: Number(row.price) }),
    ...(row.parts.length === 0 && row.availableQuantity.trim() !== '' && { availableQuantity: Number(row.availableQuantity) }),
    parts: toKitParts(row.parts),
  }));
}

/**
 * The variants an edit sends: each one the tool had with only the fields that changed (so a
 * stock orders have changed since the page read it is not written back), each new one whole.
 */
export function changedVariants(before: VariantChanges[], after: VariantChanges[]): VariantChanges[] {
  return after.map((variant) => {
    const was = variant._id ? before.find((b) => b._id === variant._id) : undefined;
    if (!was) return variant;
    const keys = Object.keys(variant) as (keyof VariantChanges)[];
    return Object.fromEntries(
      keys.filter((key) => key === '_id' || JSON.stringify(variant[key]) !== JSON.stringify(was[key])).map((key) => [key, variant[key]]),
    );
  });
}
