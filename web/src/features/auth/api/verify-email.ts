import { api } from '@/lib/api-client';
import { accountQuery } from '@/lib/auth';
import { pageShowsEveryError, useRefreshingMutation } from '@/lib/query-client';

export type Verified = { email: string; verified: true };

/** Without a password, only the account signed in in this browser confirms its mailbox. */
type VerifyEmailInput = { token: string; password?: string };

/**
 * The token of the mailed link proves the mailbox. The stored token goes with it, if any: the
 * account's own session confirms the address as it is; anyone else chooses a new password.
 */
export const verifyEmail = (input: VerifyEmailInput) => api.post<Verified>('/auth/verify-email', input);

/** Refreshes the account: the banner goes, and an ADMIN_EMAILS address becomes admin. */
export const useVerifyEmail = () => useRefreshingMutation(verifyEmail, accountQuery.queryKey, pageShowsEveryError);
