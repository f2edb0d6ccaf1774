import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Ended } from '@/types/api';

import { sessionsQuery } from './get-sessions';

/** Signs out every browser of the account but this one. */
export const endOtherSessions = () => api.post<Ended>('/auth/sessions/end-others');

export const useEndOtherSessions = () => useRefreshingMutation<void, Ended>(endOtherSessions, sessionsQuery.queryKey);
