import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Profile } from '@/types/api';

export const getProfile = (email: string) => api.get<Profile>(`/userprofile/${encodeURIComponent(email)}`);

export const profileQuery = (email: string) =>
  queryOptions({ queryKey: ['profile', email], queryFn: () => getProfile(email) });

export function useProfile(email: string) {
  return useQuery(profileQuery(email));
}
