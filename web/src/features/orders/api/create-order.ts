import type { DeliveryValues } from '@/components/delivery-fields';
import { api } from '@/lib/api-client';
import { atLeast, atMost, formMutation, matches, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { GuestCreated, Tool } from '@/types/api';

import { orderKeys } from './keys';

/** The purchase form's fields: where and how the order goes, as the checkout's, and how many. */
export type PurchaseFormValues = DeliveryValues & { quantity: string };

/** The spec's quantity rules: they disable Purchase while the quantity cannot be ordered. */
export const quantitySchema = (tool: Pick<Tool, 'minOrder' | 'availableQuantity'>): Schema<PurchaseFormValues> => ({
  quantity: [
    // A whole number first: no total is shown for 10.5 drills.
    matches(/^\d+$/, 'Quantity must be a whole number'),
    atLeast(tool.minOrder, 'Less than minimum order'),
    atMost(tool.availableQuantity, 'More than available quantity'),
  ],
});

/**
 * What Buy Now sends (docs/API.md, POST /orders): the tool, its variant, the quantity and the checkout's
 * fields; the server takes the tool's name and price itself, and the account's email, or the
 * guest's `email`. A guest's call carries no token, whoever else is remembered in this browser.
 */
export type OrderInput = Omit<PurchaseFormValues, 'quantity' | 'email'> & {
  toolId: string;
  /** The variant bought, of a tool with variants. */
  variantId?: string;
  quantity: number;
  key: string;
  /** A guest's email; none for a customer. */
  guestEmail?: string;
};

const credentials = (guestEmail?: string) => (guestEmail === undefined ? {} : { token: null });

export const createOrder = ({ key, guestEmail, ...body }: OrderInput) =>
  api.post<GuestCreated>(
    '/orders',
    { ...body, ...(guestEmail !== undefined && { email: guestEmail }) },
    { headers: { 'Idempotency-Key': key }, ...credentials(guestEmail) },
  );

export const useCreateOrder = () => useRefreshingMutation(createOrder, orderKeys.all, formMutation);
