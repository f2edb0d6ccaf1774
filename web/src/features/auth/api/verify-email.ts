import { api } from '@/lib/api-client';
import { accountQuery } from '@/lib/auth';
import { pageShowsEveryError, useRefreshingMutation } from '@/lib/query-client';

export type Verified = { email: string; verified: true };

/** The token of the mailed link proves the mailbox; no sign-in needed. */
export const verifyEmail = (token: string) => api.post<Verified>('/auth/verify-email', { token }, { token: null });

/** Refreshes the account: the banner goes, and an ADMIN_EMAILS address becomes admin. */
export const useVerifyEmail = () => useRefreshingMutation(verifyEmail, accountQuery.queryKey, pageShowsEveryError);
