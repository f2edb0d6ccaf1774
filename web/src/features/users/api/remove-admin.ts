import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { usersKey } from './get-users';

/** 409 "The last admin cannot be demoted: make another admin first". */
export const removeAdmin = (email: string) => api.delete<Modified>(`/user/admin/${encodeURIComponent(email)}`);

export const useRemoveAdmin = () => useRefreshingMutation(removeAdmin, usersKey);
