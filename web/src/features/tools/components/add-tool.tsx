import { useState } from 'react';

import { toast } from '@/components/ui/toast';

import { emptyToolForm, emptyToolLists, useCreateTool } from '../api/create-tool';
import { ToolForm } from './tool-form';

export function AddTool() {
  const createTool = useCreateTool();
  // A new key gives an empty form after each tool added.
  const [formKey, setFormKey] = useState(0);

  return (
    <ToolForm
      key={formKey}
      initialValues={emptyToolForm}
      initialLists={emptyToolLists}
      submitLabel="Add Tool"
      busy={createTool.isPending}
      serverError={createTool.error}
      onSubmit={(input) =>
        createTool.mutate(input, {
          onSuccess: () => {
            toast.success('Tools added successfully');
            setFormKey((key) => key + 1);
          },
        })
      }
    />
  );
}
