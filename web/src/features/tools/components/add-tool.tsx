import { useState } from 'react';

import { toast } from '@/components/ui/toast';

import { emptyToolForm, toToolInput, useCreateTool } from '../api/create-tool';
import { ToolForm } from './tool-form';

export function AddTool() {
  const createTool = useCreateTool();
  // A new key gives an empty form after each tool added.
  const [formKey, setFormKey] = useState(0);

  return (
    <ToolForm
      key={formKey}
      initialValues={emptyToolForm}
      submitLabel="Add Tool"
      busy={createTool.isPending}
      serverError={createTool.error}
      onSubmit={(values) =>
        createTool.mutate(toToolInput(values), {
          onSuccess: () => {
            toast.success('Tools added successfully');
            setFormKey((key) => key + 1);
          },
        })
      }
    />
  );
}
