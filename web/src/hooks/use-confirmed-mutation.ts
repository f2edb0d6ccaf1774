import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

import { toast } from '@/components/ui/toast';

type ConfirmedMutationOptions<TItem, TVariables> = {
  /** What the mutation is called with, e.g. the item's id. */
  variables: (item: TItem) => TVariables;
  successMessage: (item: TItem) => string;
  /** What more to do once it worked, after the toast. */
  onSuccess?: (item: TItem) => void;
};

/**
 * Holds the item a ConfirmDialog asks about and runs the mutation on yes; a failure gets the
 * query client's toast. Spread `dialogProps` into the ConfirmDialog.
 */
export function useConfirmedMutation<TItem, TVariables = string>(
  mutation: UseMutationResult<unknown, Error, TVariables>,
  { variables, successMessage, onSuccess }: ConfirmedMutationOptions<TItem, TVariables>,
) {
  const [pending, setPending] = useState<TItem | null>(null);

  const confirm = () => {
    if (pending === null) return;
    mutation.mutate(variables(pending), {
      onSuccess: () => {
        toast.success(successMessage(pending));
        onSuccess?.(pending);
      },
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
