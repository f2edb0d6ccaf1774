import { useMutation, useQueryClient } from '@tanstack/react-query';

import { accessToken, api } from '@/lib/api-client';
import { formMutation, maxLength, required, type Schema } from '@/lib/form';

import { sessionsQuery } from './get-sessions';
import { passwordRules } from './login';

export type PasswordChangeFormValues = { currentPassword: string; newPassword: string };

export const passwordChangeSchema: Schema<PasswordChangeFormValues> = {
  currentPassword: [required('Current password is required')],
  newPassword: [...passwordRules, maxLength(72, 'Must be 72 characters or fewer')],
};

/** Answers a new API token for this session: the old one, and every other session, end. */
export const changePassword = (input: PasswordChangeFormValues) => api.put<{ token: string }>('/auth/password', input);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: formMutation,
    onSuccess: ({ token }) => {
      accessToken.set(token);
      return queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
  });
}
