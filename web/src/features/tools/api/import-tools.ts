import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { pageShowsEveryError, useRefreshingMutation } from '@/lib/query-client';
import type { ToolImport } from '@/types/api';

import { toolsQuery } from './get-tools';

/** Sends a catalogue file: with dryRun the server only tells what it would do. */
export const importTools = ({ file, dryRun }: { file: File; dryRun: boolean }) =>
  api.post<ToolImport>(`/admin/tools/import${dryRun ? '?dryRun=true' : ''}`, new Blob([file], { type: 'text/csv' }));

/** The page shows why a file cannot be read, beside the file chooser. */
export const usePreviewImport = () =>
  useMutation({ mutationFn: (file: File) => importTools({ file, dryRun: true }), meta: pageShowsEveryError });

export const useApplyImport = () => useRefreshingMutation((file: File) => importTools({ file, dryRun: false }), toolsQuery.queryKey);
