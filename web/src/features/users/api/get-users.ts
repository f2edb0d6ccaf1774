import { queryOptions, useQuery } from '@tanstack/react-query';

import { getListPage, LIST_PAGE_SIZE } from '@/lib/list-page';
import type { User } from '@/types/api';

/** The root of every page of users, refreshed after a change to an account. */
export const usersKey = ['users'] as const;

export type UsersQuery = { q?: string; offset: number };

/** A page of the accounts, oldest first, maybe only those whose name or email holds q. */
export const getUsers = ({ q, offset }: UsersQuery) => getListPage<User>('/user', { q, limit: LIST_PAGE_SIZE, offset });

export const usersQuery = (query: UsersQuery) =>
  queryOptions({ queryKey: [...usersKey, query], queryFn: () => getUsers(query) });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQuery(query));
}
