import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { ApiKey, Deleted, Scope } from '@/types/api';

/** The scopes, in the order the form offers them, with what each opens. */
export const scopes: { scope: Scope; label: string }[] = [
  { scope: 'catalogue:read', label: 'Read the catalogue (its CSV file)' },
  { scope: 'catalogue:write', label: 'Change the catalogue (tools, categories, pictures, imports)' },
  { scope: 'orders:read', label: 'Read orders, invoices and the accountant’s files' },
  { scope: 'orders:write', label: 'Ship orders, hand over pickups, refund' },
];

export const apiKeysQuery = queryOptions({ queryKey: ['api-keys'], queryFn: () => api.get<ApiKey[]>('/admin/api-keys') });

export const useApiKeys = () => useQuery(apiKeysQuery);

export type NewApiKey = { name: string; scopes: Scope[]; expiresAt: string | null };

/** The key's id and its secret, which the server shows this once. */
export type CreatedApiKey = { insertedId: string; secret: string };

export const createApiKey = (input: NewApiKey) => api.post<CreatedApiKey>('/admin/api-keys', input);

export const useCreateApiKey = () => useRefreshingMutation(createApiKey, apiKeysQuery.queryKey, formMutation);

export const revokeApiKey = (id: string) => api.delete<Deleted>(`/admin/api-keys/${encodeURIComponent(id)}`);

export const useRevokeApiKey = () => useRefreshingMutation(revokeApiKey, apiKeysQuery.queryKey);
