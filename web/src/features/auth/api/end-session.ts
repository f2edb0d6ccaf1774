import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Ended } from '@/types/api';

import { sessionsQuery } from './get-sessions';

/** Signs that browser out; 404 "Session not found" when it ended already. */
export const endSession = (id: string) => api.delete<Ended>(`/auth/sessions/${encodeURIComponent(id)}`);

export const useEndSession = () => useRefreshingMutation(endSession, sessionsQuery.queryKey);
