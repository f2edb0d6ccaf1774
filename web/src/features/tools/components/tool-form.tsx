import { useState } from 'react';

import { Field, TextAreaField } from '@/components/ui/field';
import { withKey } from '@/components/ui/row-actions';
import { isApiError } from '@/lib/api-client';
import { useForm } from '@/lib/form';

import { toolSchema, toToolInput, type ToolFormLists, type ToolFormValues, type ToolInput } from '../api/create-tool';
import { CategorySelect } from './category-select';
import { PicturesField } from './pictures-field';
import { SpecsField } from './specs-field';

type ToolFormProps = {
  initialValues: ToolFormValues;
  initialLists: ToolFormLists;
  submitLabel: string;
  busy: boolean;
  /** The failure of the last request sent: its field messages show under the inputs. */
  serverError: Error | null;
  onSubmit: (input: ToolInput) => void;
};

/** The fields of a tool, for adding one and for editing one. */
export function ToolForm({ initialValues, initialLists, submitLabel, busy, serverError, onSubmit }: ToolFormProps) {
  const form = useForm(initialValues, toolSchema, serverError);
  const [pictures, setPictures] = useState(() => initialLists.pictures.map(withKey));
  const [specs, setSpecs] = useState(() => initialLists.specs.map(withKey));
  const { error: imageError, name: imageName, onBlur: onImageBlur } = form.field('image');
  const serverFields = isApiError(serverError) ? serverError.fields : {};

  // The first picture's link is the form's image, which the spec's rules check.
  const changePictures = (next: typeof pictures) => {
    setPictures(next);
    form.setValue('image', next[0]?.url ?? '');
  };

  return (
    <form noValidate className="form" onSubmit={form.handleSubmit((values) => onSubmit(toToolInput(values, { pictures, specs })))}>
      <Field label="Name" {...form.field('name')} />
      <Field label="Price ($)" type="number" min={0} step="0.01" inputMode="decimal" {...form.field('price')} />
      <PicturesField
        pictures={pictures}
        onChange={changePictures}
        image={{ name: imageName, error: imageError, onBlur: onImageBlur }}
        error={serverFields.pictures}
      />
      <div className="field-row">
        <Field label="Minimum order" type="number" min={1} inputMode="numeric" {...form.field('minOrder')} />
        <Field label="Available quantity" type="number" min={0} inputMode="numeric" {...form.field('availableQuantity')} />
      </div>
      <TextAreaField label="Description" {...form.field('description')} />
      <CategorySelect noneLabel="No category" {...form.field('category')} />
      <div className="field-row">
        <Field label="Brand" hint="Optional" {...form.field('brand')} />
        <Field label="SKU" hint="Optional: the shop's own code, one tool's only" {...form.field('sku')} />
      </div>
      <SpecsField specs={specs} onChange={setSpecs} error={serverFields.specs} />
      <button type="submit" className="button" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
