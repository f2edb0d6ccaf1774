import { api } from '@/lib/api-client';
import { formMutation, required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created, Tool } from '@/types/api';

import { toolsQuery } from './get-tools';

/** What an admin sends for a tool: the server makes its id and slug. */
export type ToolInput = Omit<Tool, '_id' | 'slug'>;

export type ToolFormValues = {
  name: string;
  price: string;
  image: string;
  minOrder: string;
  availableQuantity: string;
  description: string;
  /** A category's slug, or '' for none. */
  category: string;
};

// Shared by Add Tools and the edit dialog of Manage Products.
export const toolSchema: Schema<ToolFormValues> = {
  name: [required('Name is required')],
  price: [required('Price is required')],
  image: [required('Image link is required')],
  minOrder: [required('min Order is required')],
  availableQuantity: [required('available Quantity is required')],
  description: [required('Description is required')],
};

export const emptyToolForm: ToolFormValues = {
  name: '',
  price: '',
  image: '',
  minOrder: '',
  availableQuantity: '',
  description: '',
  category: '',
};

export function toToolInput(values: ToolFormValues): ToolInput {
  return {
    name: values.name.trim(),
    price: Number(values.price),
    image: values.image.trim(),
    minOrder: Number(values.minOrder),
    availableQuantity: Number(values.availableQuantity),
    description: values.description.trim(),
    // '' takes the tool out of its category.
    category: values.category,
  };
}

export const createTool = (input: ToolInput) => api.post<Created>('/tools', input);

export const useCreateTool = () => useRefreshingMutation(createTool, toolsQuery.queryKey, formMutation);
