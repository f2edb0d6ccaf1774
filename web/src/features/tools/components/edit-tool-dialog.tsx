import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import type { Tool } from '@/types/api';

import { toToolInput, type ToolFormLists, type ToolFormValues } from '../api/create-tool';
import { changedFields, useUpdateTool } from '../api/update-tool';
import { partRows, toOptionRows } from '../variants';
import { ToolForm } from './tool-form';

type EditToolDialogProps = { tool: Tool | null; onClose: () => void };

export function EditToolDialog({ tool, onClose }: EditToolDialogProps) {
  const updateTool = useUpdateTool();
  // The next tool opened starts without this one's refusal.
  const close = () => {
    updateTool.reset();
    onClose();
  };

  return (
    <Dialog open={tool !== null} title={tool ? `Edit ${tool.name}` : 'Edit tool'} onClose={close} className="dialog-tool">
      {tool && (
        <ToolForm
          initialValues={toFormValues(tool)}
          initialLists={toFormLists(tool)}
          submitLabel="Save changes"
          busy={updateTool.isPending}
          serverError={updateTool.error}
          onSubmit={(input) =>
            updateTool.mutate(
              { toolId: tool._id, changes: changedFields(toToolInput(toFormValues(tool), toFormLists(tool)), input) },
              {
                onSuccess: () => {
                  toast.success(`${input.name} updated successfully`);
                  onClose();
                },
              },
            )
          }
        />
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={close}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

function toFormValues(tool: Tool): ToolFormValues {
  return {
    name: tool.name,
    price: String(tool.price),
    image: tool.image,
    minOrder: String(tool.minOrder),
    availableQuantity: String(tool.availableQuantity),
    description: tool.description,
    category: tool.category ?? '',
    brand: tool.brand ?? '',
    sku: tool.sku ?? '',
    gtin: tool.gtin ?? '',
    mpn: tool.mpn ?? '',
  };
}

function toFormLists(tool: Tool): ToolFormLists {
  return { pictures: tool.pictures, specs: tool.specs, ...toOptionRows(tool), parts: partRows(tool.parts) };
}
