import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { User } from '@/types/api';

export const getUsers = () => api.get<User[]>('/user');

export const usersQuery = queryOptions({ queryKey: ['users'], queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQuery);
}
