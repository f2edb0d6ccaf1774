import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { serverConfigQuery } from '@/lib/server-config';
import type { ShopSettings } from '@/types/api';

import { shopQuery } from './get-shop';

export const updateShop = (settings: ShopSettings) => api.put<ShopSettings>('/admin/shop', settings);

/** Saves the settings; the pages' config, which holds the brand and the tax setting, follows. */
export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShop,
    meta: formMutation,
    onSuccess: () =>
      Promise.all([shopQuery.queryKey, serverConfigQuery.queryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
