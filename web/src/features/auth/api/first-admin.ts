import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { startSession } from '@/lib/auth';
import type { Schema } from '@/lib/form';
import { pageShowsEveryError } from '@/lib/query-client';

import { adminPasswordRules } from './login';
import { signupSchema, type SignupFormValues } from './signup';

export const firstAdminSchema: Schema<SignupFormValues> = { ...signupSchema, password: adminPasswordRules };

/** The shop's first admin, made with the one-time token of the link start-up printed. */
export const createFirstAdmin = ({ token, name, email, password }: SignupFormValues & { token: string }) =>
  api.post<{ token: string }>('/auth/first-admin', { token, name: name.trim(), email: email.trim(), password }, { token: null });

/** Creates the first admin and starts their session with the API token answered. */
export function useCreateFirstAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignupFormValues & { token: string }) => startSession(queryClient, (await createFirstAdmin(input)).token),
    meta: pageShowsEveryError,
  });
}
