import { api } from '@/lib/api-client';
import { formMutation, required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified, Profile } from '@/types/api';

export type ProfileFormValues = Pick<Profile, 'education' | 'city' | 'number' | 'profile'>;

export const profileSchema: Schema<ProfileFormValues> = {
  education: [required('Education is required')],
  city: [required('City is required')],
  number: [required('Number is required')],
  profile: [required('Linked in profile link is required')],
};

/** The email names the profile in the path; the server takes it from the account, not the body. */
export const updateProfile = ({ email, ...fields }: Profile) =>
  api.put<Modified>(`/userprofile/${encodeURIComponent(email)}`, fields);

export const useUpdateProfile = () => useRefreshingMutation(updateProfile, ['profile'], formMutation);
