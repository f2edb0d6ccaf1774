import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { startSession } from '@/lib/auth';
import { minLength, type Schema } from '@/lib/form';
import { pageShowsEveryError } from '@/lib/query-client';

import { passwordRules } from './login';
import { signupSchema, type SignupFormValues } from './signup';

/** An admin's password is 12 characters or longer; the server also refuses the most common ones. */
export const firstAdminSchema: Schema<SignupFormValues> = {
  ...signupSchema,
  password: [...passwordRules, minLength(12, "An admin's password must be 12 characters or longer")],
};

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
