import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/toast';
import type { Tool } from '@/types/api';

import { useDeleteTool } from '../api/delete-tool';
import { useTools } from '../api/get-tools';
import { EditToolDialog } from './edit-tool-dialog';

export function ManageProducts() {
  const { data: tools, isPending } = useTools();
  const deleteTool = useDeleteTool();
  const [toEdit, setToEdit] = useState<Tool | null>(null);
  const [toDelete, setToDelete] = useState<Tool | null>(null);

  if (isPending) return <Spinner label="Loading tools" />;

  return (
    <>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Tools in the shop</caption>
          <thead>
            <tr>
              <th scope="col">Tool</th>
              <th scope="col">Price</th>
              <th scope="col">Min. order</th>
              <th scope="col">Available</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {tools?.map((tool) => (
              <tr key={tool._id}>
                <th scope="row">
                  <span className="table-tool">
                    <img src={tool.image} alt="" width={48} height={36} loading="lazy" />
                    {tool.name}
                  </span>
                </th>
                <td>${tool.price}</td>
                <td>{tool.minOrder}</td>
                <td>{tool.availableQuantity}</td>
                <td className="table-actions">
                  <button type="button" className="button button-small" onClick={() => setToEdit(tool)} aria-label={`Edit ${tool.name}`}>
                    Edit
                  </button>
                  <button type="button" className="button button-small button-danger" onClick={() => setToDelete(tool)} aria-label={`Delete ${tool.name}`}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <EditToolDialog tool={toEdit} onClose={() => setToEdit(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this tool?"
        message={`${toDelete?.name} will be removed from the shop. This cannot be undone.`}
        confirmLabel="Delete"
        busy={deleteTool.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          deleteTool.mutate(toDelete._id, {
            onSuccess: () => toast.success(`${toDelete.name} deleted successfully`),
            onError: toastError,
            onSettled: () => setToDelete(null),
          })
        }
      />
    </>
  );
}
