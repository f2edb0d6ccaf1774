import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { usersKey } from './get-users';

/** The account is signed out everywhere and cannot sign in; 409 for admins and for yourself. */
export const disableUser = (email: string) => api.put<Modified>(`/user/disabled/${encodeURIComponent(email)}`);

export const useDisableUser = () => useRefreshingMutation(disableUser, usersKey);
