import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { usersKey } from './get-users';

export const enableUser = (email: string) => api.delete<Modified>(`/user/disabled/${encodeURIComponent(email)}`);

export const useEnableUser = () => useRefreshingMutation(enableUser, usersKey);
