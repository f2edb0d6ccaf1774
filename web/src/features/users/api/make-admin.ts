import { api } from '@/lib/api-client';
import { useRefreshingMutation, whenForbidden } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { usersKey } from './get-users';

export const makeAdmin = (email: string) => api.put<Modified>(`/user/admin/${encodeURIComponent(email)}`);

export const useMakeAdmin = () =>
  useRefreshingMutation(makeAdmin, usersKey, whenForbidden('You can not make an admin'));
