import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Session } from '@/types/api';

export const getSessions = () => api.get<Session[]>('/auth/sessions');

export const sessionsQuery = queryOptions({ queryKey: ['sessions'], queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQuery);
}
