import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { ServerConfig } from '@/types/api';

// What the server offers: the payment provider and whether Google sign-in is set up; and
// whether the shop's prices include tax and the shop's brand, as they were when the page loaded
// or the admin last saved the shop's settings.
export const serverConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api.get<ServerConfig>('/config', { token: null }),
  staleTime: Infinity,
});

export function useServerConfig() {
  return useQuery(serverConfigQuery);
}
