import { api } from '@/lib/api-client';
import { accountQuery } from '@/lib/auth';
import { formMutation, maxLength, required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

export type NameFormValues = { name: string };

// The server's rules and words (fields.name), checked here first.
export const nameSchema: Schema<NameFormValues> = {
  name: [required('Name is required'), maxLength(80, 'Must be 80 characters or fewer')],
};

export const renameAccount = (name: string) => api.patch<Modified>('/auth/me', { name });

/** Refreshes the account, so the top bar shows the new name. */
export const useRenameAccount = () => useRefreshingMutation(renameAccount, accountQuery.queryKey, formMutation);
