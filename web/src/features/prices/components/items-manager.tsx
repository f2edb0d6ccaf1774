import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { Cell, Row, Table } from '@/components/ui/table';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { useEditDialog } from '@/hooks/use-edit-dialog';

/** What a form of an item is given: the item to edit (none to add one) and where to send it. */
export type ItemFormProps<T, I> = {
  item?: T;
  submitLabel: string;
  busy: boolean;
  /** The failure of the last request sent: its field messages show under the inputs. */
  serverError: Error | null;
  onSubmit: (input: I) => void;
};

type ItemsManagerProps<T extends { _id: string }, I> = {
  /** 'shipping method': in the buttons, titles and messages. */
  noun: string;
  caption: string;
  empty: string;
  columns: string[];
  /** The row's cells, but its actions. */
  cells: (item: T) => ReactNode;
  nameOf: (item: T) => string;
  list: UseQueryResult<T[]>;
  create: UseMutationResult<unknown, Error, I>;
  update: UseMutationResult<unknown, Error, { id: string; input: I }>;
  remove: UseMutationResult<unknown, Error, string>;
  form: (props: ItemFormProps<T, I>) => ReactNode;
};

/** A table of an admin's items, with a dialog to add or edit one and a question before deleting. */
export function ItemsManager<T extends { _id: string }, I>(props: ItemsManagerProps<T, I>) {
  const { noun, caption, empty, columns, cells, nameOf, list, create, update, remove, form } = props;
  const { editing, open: setEditing, mutation, close, done } = useEditDialog<T, typeof create, typeof update>(create, update);
  const deletion = useConfirmedMutation<T>(remove, {
    variables: (item) => item._id,
    successMessage: (item) => `${nameOf(item)} deleted`,
  });

  return (
    <>
      <button type="button" className="button align-start prices-add" onClick={() => setEditing('new')}>
        Add {noun}
      </button>
      {list.isPending ? (
        <Spinner label={`Loading ${caption.toLowerCase()}`} />
      ) : list.error ? (
        <ErrorText>{list.error.message}</ErrorText>
      ) : list.data.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <Table caption={caption} columns={[...columns, 'Actions']}>
          {list.data.map((item) => (
            <Row key={item._id}>
              {cells(item)}
              <Cell label="Actions" className="cell-actions">
                <button type="button" className="button button-secondary" aria-label={`Edit ${nameOf(item)}`} onClick={() => setEditing(item)}>
                  Edit
                </button>
                <button type="button" className="button button-danger" aria-label={`Delete ${nameOf(item)}`} onClick={() => deletion.ask(item)}>
                  Delete
                </button>
              </Cell>
            </Row>
          ))}
        </Table>
      )}

      <Dialog open={editing !== null} title={editing === 'new' || editing === null ? `Add ${noun}` : `Edit ${nameOf(editing)}`} onClose={close}>
        {editing !== null &&
          form({
            item: editing === 'new' ? undefined : editing,
            submitLabel: editing === 'new' ? `Add ${noun}` : 'Save changes',
            busy: mutation.isPending,
            serverError: mutation.error,
            onSubmit: (input) =>
              editing === 'new'
                ? create.mutate(input, { onSuccess: done(`${capitalized(noun)} added`) })
                : update.mutate({ id: editing._id, input }, { onSuccess: done(`${nameOf(editing)} updated`) }),
          })}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={close}>
            Close
          </button>
        </div>
      </Dialog>
      <ConfirmDialog
        {...deletion.dialogProps}
        title={`Delete this ${noun}?`}
        message={`${deletion.pending ? nameOf(deletion.pending) : ''} will be deleted.`}
        confirmLabel="Delete"
      />
    </>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
