import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Pager } from '@/components/ui/pager';
import { ListToolbar } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { Cell, Row, RowHeader, Table } from '@/components/ui/table';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { useListParams } from '@/hooks/use-list-params';
import { formatPrice } from '@/lib/format';
import { imageSources } from '@/lib/pictures';
import type { Tool } from '@/types/api';

import { useDeleteTool } from '../api/delete-tool';
import { useToolsPage } from '../api/get-tools-page';
import { EditToolDialog } from './edit-tool-dialog';

const columns = ['Tool', 'Price', 'Min. order', 'Available', 'Actions'];

/** The catalogue a page at a time, found by the words of a tool (both in the URL: ?q=drill&page=2). */
export function ManageProducts() {
  return (
    <>
      <ListToolbar label="Search products" placeholder="Name or description" />
      <ToolTable />
    </>
  );
}

function ToolTable() {
  const { q, page, offset, setPage } = useListParams();
  const { data: list, error, isPending } = useToolsPage({ q, offset });
  const [toEdit, setToEdit] = useState<Tool | null>(null);
  const deletion = useConfirmedMutation<Tool>(useDeleteTool(), {
    variables: (tool) => tool._id,
    successMessage: (tool) => `${tool.name} deleted successfully`,
  });

  if (isPending) return <Spinner label="Loading tools" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (list.total === 0 && q) return <p>No tools match ‘{q}’.</p>;

  return (
    <>
      <Table caption="Tools in the shop" columns={columns} numeric={['Price', 'Min. order', 'Available']}>
        {list.items.map((tool) => (
          <Row key={tool._id}>
            <RowHeader label="Tool">
              <span className="table-tool">
                <img {...imageSources(tool.image, '48px')} alt="" width={48} height={36} loading="lazy" />
                {tool.name}
              </span>
            </RowHeader>
            <Cell label="Price" numeric>{formatPrice(tool.price)}</Cell>
            <Cell label="Min. order" numeric>{tool.minOrder}</Cell>
            <Cell label="Available" numeric>{tool.availableQuantity}</Cell>
            <Cell label="Actions" className="cell-actions">
              <button type="button" className="button button-secondary" aria-label={`Edit ${tool.name}`} onClick={() => setToEdit(tool)}>
                Edit
              </button>
              <button
                type="button"
                className="button button-danger"
                aria-label={`Delete ${tool.name}`}
                onClick={() => deletion.ask(tool)}
              >
                Delete
              </button>
            </Cell>
          </Row>
        ))}
      </Table>
      <Pager label="tools" list={list} page={page} onPage={setPage} />

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
