import { api } from '@/lib/api-client';
import { atLeast, atMost, formMutation, matches, required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created, Tool } from '@/types/api';

import { orderKeys } from './keys';

export type PurchaseFormValues = { address: string; number: string; quantity: string };

export const purchaseSchema = (tool: Pick<Tool, 'minOrder' | 'availableQuantity'>): Schema<PurchaseFormValues> => ({
  number: [required('Number is required')],
  address: [required('Address is required')],
  quantity: [
    // A whole number first: no total is shown for 10.5 drills.
    matches(/^\d+$/, 'Quantity must be a whole number'),
    atLeast(tool.minOrder, 'Less than minimum order'),
    atMost(tool.availableQuantity, 'More than available quantity'),
  ],
});

/** What the server reads: it takes the tool's name and price and the account's email itself (docs/API.md). */
export type OrderInput = {
  toolId: string;
  customerName: string;
  address: string;
  number: string;
  quantity: number;
};

export const createOrder = (input: OrderInput) => api.post<Created>('/orders', input);

export const useCreateOrder = () => useRefreshingMutation(createOrder, orderKeys.all, formMutation);
