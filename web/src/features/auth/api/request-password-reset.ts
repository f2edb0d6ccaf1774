import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The server answers 202 whether or not the account exists. */
export const requestPasswordReset = (email: string) =>
  api.post<null>('/auth/password-reset', { email: email.trim() }, { token: null });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
