import { useState } from 'react';

import { toast } from '@/components/ui/toast';

type Resettable = { reset: () => void };

/**
 * The state of a dialog that adds an item or edits one: which (null: closed; 'new': adding;
 * an item: editing it), the mutation it sends, and closing it, its mutations' errors cleared,
 * once one has worked (`done`, with a toast).
 */
export function useEditDialog<T, C extends Resettable, U extends Resettable>(create: C, update: U) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const close = () => {
    create.reset();
    update.reset();
    setEditing(null);
  };
  return {
    editing,
    open: setEditing,
    mutation: editing === 'new' ? create : update,
    close,
    done: (message: string) => () => {
      toast.success(message);
      close();
    },
  };
}
