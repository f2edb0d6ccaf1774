import { Field, TextAreaField } from '@/components/ui/field';
import { useForm } from '@/lib/form';

import { toolSchema, type ToolFormValues } from '../api/create-tool';
import { CategorySelect } from './category-select';
import { ImageField } from '@/components/image-field';

type ToolFormProps = {
  initialValues: ToolFormValues;
  submitLabel: string;
  busy: boolean;
  /** The failure of the last request sent: its field messages show under the inputs. */
  serverError: Error | null;
  onSubmit: (values: ToolFormValues) => void;
};

/** The fields of a tool, for adding one and for editing one. */
export function ToolForm({ initialValues, submitLabel, busy, serverError, onSubmit }: ToolFormProps) {
  const form = useForm(initialValues, toolSchema, serverError);

  return (
    <form noValidate className="form" onSubmit={form.handleSubmit(onSubmit)}>
      <Field label="Name" {...form.field('name')} />
      <Field label="Price ($)" type="number" min={0} step="0.01" inputMode="decimal" {...form.field('price')} />
      <ImageField {...form.field('image')} onUpload={(url) => form.setValue('image', url)} />
      <div className="field-row">
        <Field label="Minimum order" type="number" min={1} inputMode="numeric" {...form.field('minOrder')} />
        <Field label="Available quantity" type="number" min={0} inputMode="numeric" {...form.field('availableQuantity')} />
      </div>
      <TextAreaField label="Description" {...form.field('description')} />
      <CategorySelect noneLabel="No category" {...form.field('category')} />
      <button type="submit" className="button" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
