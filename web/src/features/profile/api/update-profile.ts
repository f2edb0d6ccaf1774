import { api } from '@/lib/api-client';
import { required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified, Profile } from '@/types/api';

export type ProfileFormValues = Pick<Profile, 'education' | 'city' | 'number' | 'profile'>;

export const profileSchema: Schema<ProfileFormValues> = {
  education: [required('Education is required')],
  city: [required('City is required')],
  number: [required('Number is required')],
  profile: [required('Linked in profile link is required')],
};

export const updateProfile = (input: Profile) =>
  api.put<Modified>(`/userprofile/${encodeURIComponent(input.email)}`, input);

export const useUpdateProfile = () => useRefreshingMutation(updateProfile, ['profile']);
