import { api } from '@/lib/api-client';
import { useRefreshingMutation, whenForbidden } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { usersQuery } from './get-users';

export const makeAdmin = (email: string) => api.put<Modified>(`/user/admin/${encodeURIComponent(email)}`);

export const useMakeAdmin = () =>
  useRefreshingMutation(makeAdmin, usersQuery.queryKey, whenForbidden('You can not make an admin'));
