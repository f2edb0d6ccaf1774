import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import type { ShippingMethodInput } from './create-shipping-method';
import { shippingMethodsQuery } from './get-shipping-methods';

export const updateShippingMethod = ({ id, input }: { id: string; input: ShippingMethodInput }) =>
  api.put<Modified>(`/admin/shipping-methods/${encodeURIComponent(id)}`, input);

export const useUpdateShippingMethod = () => useRefreshingMutation(updateShippingMethod, shippingMethodsQuery.queryKey, formMutation);
