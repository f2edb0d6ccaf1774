import { api } from '@/lib/api-client';
import { formMutation, matches, maxLength, required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created, ToolChanges, ToolPicture, ToolSpec } from '@/types/api';

import { hasOptions, toKitParts, toOptions, toVariantChanges, type OptionRow, type PartRow, type VariantRow } from '../variants';
import { toolsQuery } from './get-tools';

/** What an admin sends for a tool: the server makes its id and slug, the deal and reviews theirs. */
export type ToolInput = ToolChanges;

export type ToolFormValues = {
  name: string;
  price: string;
  /** The first picture's link: the card's picture, and the spec's image. */
  image: string;
  minOrder: string;
  availableQuantity: string;
  description: string;
  /** A category's slug, or '' for none. */
  category: string;
  brand: string;
  sku: string;
  gtin: string;
  /** The maker's part number. */
  mpn: string;
};

/**
 * The lists of a tool the form edits row by row, beside its values: with options, its variants
 * (each with its own price, stock, SKU, GTIN and MPN); without, maybe the parts of a kit.
 */
export type ToolFormLists = { pictures: ToolPicture[]; specs: ToolSpec[]; options: OptionRow[]; variants: VariantRow[]; parts: PartRow[] };

/** The most pictures a tool has (the server's toolshop.MaxToolPictures). */
export const MAX_TOOL_PICTURES = 10;

// Shared by Add Tools and the edit dialog of Manage Products.
export const toolSchema: Schema<ToolFormValues> = {
  name: [required('Name is required')],
  price: [required('Price is required')],
  image: [required('Image link is required')],
  minOrder: [required('min Order is required')],
  availableQuantity: [required('available Quantity is required')],
  description: [required('Description is required')],
  brand: [maxLength(60, 'Must be 60 characters or fewer')],
  sku: [maxLength(64, 'Must be 64 characters or fewer')],
  gtin: [matches(/^(\d{8}|\d{12,14})?$/, 'A GTIN is 8, 12, 13 or 14 digits')],
  mpn: [maxLength(70, 'Must be 70 characters or fewer')],
};

/**
 * The rules for the tool as the lists make it: a tool with variants takes its price, stock,
 * minimum order, SKU, GTIN and MPN from them; a kit's stock is what its parts allow.
 */
export function toolSchemaFor(lists: Pick<ToolFormLists, 'options' | 'parts'>): Schema<ToolFormValues> {
  const taken: (keyof ToolFormValues)[] = hasOptions(lists.options)
    ? ['price', 'minOrder', 'availableQuantity', 'sku', 'gtin', 'mpn']
    : lists.parts.length > 0
      ? ['availableQuantity']
      : [];
  return Object.fromEntries(Object.entries(toolSchema).filter(([name]) => !taken.includes(name as keyof ToolFormValues)));
}

export const emptyToolForm: ToolFormValues = {
  name: '',
  price: '',
  image: '',
  minOrder: '',
  availableQuantity: '',
  description: '',
  category: '',
  brand: '',
  sku: '',
  gtin: '',
  mpn: '',
};

export const emptyToolLists: ToolFormLists = { pictures: [{ url: '', alt: '' }], specs: [], options: [], variants: [], parts: [] };

/**
 * The request of the form: the pictures with a link, the first being the image, and the
 * specifications with a name or a value (a row left empty is none). A tool with options sends
 * its variants and none of the fields it takes from them; one without sends its own price and
 * stock, its stock only when it is no kit.
 */
export function toToolInput(values: ToolFormValues, lists: ToolFormLists): ToolInput {
  const pictures = lists.pictures
    .map((picture) => ({ url: picture.url.trim(), alt: picture.alt.trim() }))
    .filter((picture) => picture.url !== '');
  const variants = hasOptions(lists.options);
  return {
    name: values.name.trim(),
    ...(!variants && { price: Number(values.price) }),
    image: pictures[0]?.url ?? '',
    ...(!variants && { minOrder: Number(values.minOrder) }),
    ...(!variants && lists.parts.length === 0 && { availableQuantity: Number(values.availableQuantity) }),
    description: values.description.trim(),
    // '' takes the tool out of its category.
    category: values.category,
    pictures,
    brand: values.brand.trim(),
    sku: variants ? '' : values.sku.trim(),
    gtin: variants ? '' : values.gtin.trim(),
    mpn: variants ? '' : values.mpn.trim(),
    specs: lists.specs
      .map((spec) => ({ name: spec.name.trim(), value: spec.value.trim() }))
      .filter((spec) => spec.name !== '' || spec.value !== ''),
    options: toOptions(lists.options),
    variants: variants ? toVariantChanges(lists.options, lists.variants) : [],
    parts: variants ? [] : toKitParts(lists.parts),
  };
}

export const createTool = (input: ToolInput) => api.post<Created>('/tools', input);

export const useCreateTool = () => useRefreshingMutation(createTool, toolsQuery.queryKey, formMutation);
