import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { formatPrice } from '@/lib/format';
import type { Tool } from '@/types/api';

import { useDeleteTool } from '../api/delete-tool';
import { useTools } from '../api/get-tools';
import { EditToolDialog } from './edit-tool-dialog';

export function ManageProducts() {
  const { data: tools, isPending } = useTools();
  const [toEdit, setToEdit] = useState<Tool | null>(null);
  const deletion = useConfirmedMutation<Tool>(useDeleteTool(), {
    variables: (tool) => tool._id,
    successMessage: (tool) => `${tool.name} deleted successfully`,
  });

  if (isPending) return <Spinner label="Loading tools" />;

  return (
    <>
      <Table caption="Tools in the shop" columns={['Tool', 'Price', 'Min. order', 'Available', 'Actions']}>
        {tools?.map((tool) => (
          <tr key={tool._id}>
            <th scope="row">
              <span className="table-tool">
                <img src={tool.image} alt="" width={48} height={36} loading="lazy" />
                {tool.name}
              </span>
            </th>
            <td>{formatPrice(tool.price)}</td>
            <td>{tool.minOrder}</td>
            <td>{tool.availableQuantity}</td>
            <td className="table-actions">
              <button type="button" className="button button-small" aria-label={`Edit ${tool.name}`} onClick={() => setToEdit(tool)}>
                Edit
              </button>
              <button
                type="button"
                className="button button-small button-danger"
                aria-label={`Delete ${tool.name}`}
                onClick={() => deletion.ask(tool)}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </Table>

      <EditToolDialog tool={toEdit} onClose={() => setToEdit(null)} />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete this tool?"
        message={`${deletion.pending?.name} will be removed from the shop. This cannot be undone.`}
        confirmLabel="Delete"
      />
    </>
  );
}
