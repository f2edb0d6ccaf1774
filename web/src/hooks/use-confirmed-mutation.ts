import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

import { toast, toastError } from '@/components/ui/toast';

type ConfirmedMutationOptions<TItem> = {
  /** What the mutation is called with, e.g. the item's id. */
  variables: (item: TItem) => string;
  successMessage: (item: TItem) => string;
};

/**
 * Holds the item a ConfirmDialog asks about and runs the mutation on yes.
 * Spread `dialogProps` into the ConfirmDialog.
 */
export function useConfirmedMutation<TItem>(
  mutation: UseMutationResult<unknown, Error, string>,
  { variables, successMessage }: ConfirmedMutationOptions<TItem>,
) {
  const [pending, setPending] = useState<TItem | null>(null);

  const confirm = () => {
    if (pending === null) return;
    mutation.mutate(variables(pending), {
      onSuccess: () => toast.success(successMessage(pending)),
      onError: toastError,
      onSettled: () => setPending(null),
    });
  };

  return {
    pending,
    ask: setPending,
    dialogProps: {
      open: pending !== null,
      busy: mutation.isPending,
      onConfirm: confirm,
      onCancel: () => setPending(null),
    },
  };
}
