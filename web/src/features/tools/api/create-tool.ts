import { api } from '@/lib/api-client';
import { formMutation, maxLength, required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created, Tool, ToolPicture, ToolSpec } from '@/types/api';

import { toolsQuery } from './get-tools';

/** What an admin sends for a tool: the server makes its id and slug, the deal and reviews theirs. */
export type ToolInput = Omit<Tool, '_id' | 'slug' | 'deal' | 'rating' | 'options' | 'variants' | 'parts'>;

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
};

/** The lists of a tool the form edits row by row, beside its values. */
export type ToolFormLists = { pictures: ToolPicture[]; specs: ToolSpec[] };

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
};

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
};

export const emptyToolLists: ToolFormLists = { pictures: [{ url: '', alt: '' }], specs: [] };

/**
 * The request of the form: the pictures with a link, the first being the image, and the
 * specifications with a name or a value (a row left empty is none).
 */
export function toToolInput(values: ToolFormValues, lists: ToolFormLists): ToolInput {
  const pictures = lists.pictures
    .map((picture) => ({ url: picture.url.trim(), alt: picture.alt.trim() }))
    .filter((picture) => picture.url !== '');
  return {
    name: values.name.trim(),
    price: Number(values.price),
    image: pictures[0]?.url ?? '',
    minOrder: Number(values.minOrder),
    availableQuantity: Number(values.availableQuantity),
    description: values.description.trim(),
    // '' takes the tool out of its category.
    category: values.category,
    pictures,
    brand: values.brand.trim(),
    sku: values.sku.trim(),
    specs: lists.specs
      .map((spec) => ({ name: spec.name.trim(), value: spec.value.trim() }))
      .filter((spec) => spec.name !== '' || spec.value !== ''),
  };
}

export const createTool = (input: ToolInput) => api.post<Created>('/tools', input);

export const useCreateTool = () => useRefreshingMutation(createTool, toolsQuery.queryKey, formMutation);
