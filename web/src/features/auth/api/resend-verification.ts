import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pageShowsEveryError } from '@/lib/query-client';
import type { Message } from '@/types/api';

/** 202 "Check your inbox: …"; 409 when verified already, 429 when a mail went out a moment ago. */
export const resendVerification = () => api.post<Message>('/auth/verify-email/resend');

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: pageShowsEveryError });
}
