import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { changedVariants } from '../variants';
import type { ToolInput } from './create-tool';
import { toolsQuery } from './get-tools';

type UpdateToolArgs = { toolId: string; changes: Partial<ToolInput> };

/**
 * The fields the admin changed: a field left as it was read is not sent, so an edit of the
 * description never writes back a stock that orders have changed since the page read it. A
 * list (pictures, specs, options, parts) is sent whole when any of it changed; the variants
 * too, each kept one with only its changed fields.
 */
export function changedFields(before: ToolInput, after: ToolInput): Partial<ToolInput> {
  const keys = Object.keys(after) as (keyof ToolInput)[];
  const changed = (key: keyof ToolInput) => JSON.stringify(after[key]) !== JSON.stringify(before[key]);
  const changes: Partial<ToolInput> = Object.fromEntries(keys.filter(changed).map((key) => [key, after[key]]));
  if (changes.variants) changes.variants = changedVariants(before.variants ?? [], changes.variants);
  return changes;
}

export const updateTool = ({ toolId, changes }: UpdateToolArgs) =>
  api.patch<Modified>(`/tool/${encodeURIComponent(toolId)}`, changes);

export const useUpdateTool = () => useRefreshingMutation(updateTool, toolsQuery.queryKey, formMutation);
