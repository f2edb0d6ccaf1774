import { useState } from 'react';

import { Field, TextAreaField } from '@/components/ui/field';
import { withKey } from '@/components/ui/row-actions';
import { isApiError } from '@/lib/api-client';
import { useForm } from '@/lib/form';

import { toolSchemaFor, toToolInput, type ToolFormLists, type ToolFormValues, type ToolInput } from '../api/create-tool';
import { useListMessages } from '../variant-messages';
import { hasOptions, type OptionRow, type PartRow, type VariantRow } from '../variants';
import { CategorySelect } from './category-select';
import { KitPartsField } from './kit-parts-field';
import { OptionsField } from './options-field';
import { PicturesField } from './pictures-field';
import { SpecsField } from './specs-field';
import { VariantsGrid } from './variants-grid';
import './tool-form.css';

type ToolFormProps = {
  initialValues: ToolFormValues;
  initialLists: ToolFormLists;
  submitLabel: string;
  busy: boolean;
  /** The failure of the last request sent: its field messages show under the inputs. */
  serverError: Error | null;
  onSubmit: (input: ToolInput) => void;
};

/**
 * The fields of a tool, for adding one and for editing one. Without options it has one price,
 * stock, SKU, GTIN and MPN (and may be a kit of other tools); with options, a grid of variants has them.
 */
export function ToolForm({ initialValues, initialLists, submitLabel, busy, serverError, onSubmit }: ToolFormProps) {
  const [pictures, setPictures] = useState(() => initialLists.pictures.map(withKey));
  const [specs, setSpecs] = useState(() => initialLists.specs.map(withKey));
  const [options, setOptions] = useState<OptionRow[]>(initialLists.options);
  const [variants, setVariants] = useState<VariantRow[]>(initialLists.variants);
  const [parts, setParts] = useState<PartRow[]>(initialLists.parts);
  const [kitOpen, setKitOpen] = useState(initialLists.parts.length > 0);
  const messages = useListMessages(serverError);
  const form = useForm(initialValues, () => toolSchemaFor({ options, parts }), serverError);
  const { error: imageError, name: imageName, onBlur: onImageBlur } = form.field('image');
  const serverFields = isApiError(serverError) ? serverError.fields : {};
  const withVariants = hasOptions(options);
  const kit = !withVariants && parts.length > 0;

  // The first picture's link is the form's image, which the spec's rules check.
  const changePictures = (next: typeof pictures) => {
    setPictures(next);
    form.setValue('image', next[0]?.url ?? '');
  };
  const changeOptions = (next: OptionRow[]) => {
    setOptions(next);
    for (const option of next) {
      const was = options.find((o) => o.key === option.key);
      if (was?.name !== option.name) messages.edit(`option:${option.key}.name`);
      if (was?.values !== option.values) messages.edit(`option:${option.key}.values`);
    }
  };

  return (
    <form
      noValidate
      className="form tool-form"
      onSubmit={form.handleSubmit((values) => {
        const lists = { pictures, specs, options, variants, parts };
        messages.send(lists);
        onSubmit(toToolInput(values, lists));
      })}
    >
      <Field label="Name" {...form.field('name')} />
      {!withVariants && <Field label="Price ($)" type="number" min={0} step="0.01" inputMode="decimal" {...form.field('price')} />}
      <PicturesField
        pictures={pictures}
        onChange={changePictures}
        image={{ name: imageName, error: imageError, onBlur: onImageBlur }}
        error={serverFields.pictures}
      />
      {!withVariants && (
        <div className="field-row">
          <Field label="Minimum order" type="number" min={1} inputMode="numeric" {...form.field('minOrder')} />
          {kit ? (
            <Field
              label="Available quantity"
              readOnly
              value={initialLists.parts.length > 0 ? `${initialValues.availableQuantity} from its parts` : 'From its parts'}
              hint="A kit's stock is what its parts allow"
            />
          ) : (
            <Field label="Available quantity" type="number" min={0} inputMode="numeric" {...form.field('availableQuantity')} />
          )}
        </div>
      )}
      <TextAreaField label="Description" {...form.field('description')} />
      <CategorySelect noneLabel="No category" {...form.field('category')} />
      <div className="field-row">
        <Field label="Brand" hint="Optional" {...form.field('brand')} />
        {!withVariants && (
          <>
            <Field label="SKU" hint="Optional: the shop's own code, one tool's only" {...form.field('sku')} />
            <Field label="GTIN" hint="Optional: the barcode, 8 to 14 digits" inputMode="numeric" maxLength={14} {...form.field('gtin')} />
            <Field label="MPN" hint="Optional: the maker's part number" maxLength={70} {...form.field('mpn')} />
          </>
        )}
      </div>
      <SpecsField specs={specs} onChange={setSpecs} error={serverFields.specs} />
      <OptionsField options={options} onChange={changeOptions} messages={messages} />
      {withVariants ? (
        <VariantsGrid options={options} rows={variants} onChange={setVariants} messages={messages} />
      ) : kitOpen ? (
        <KitPartsField legend="Kit parts" parts={parts} onChange={setParts} messages={messages} listCell="parts" />
      ) : (
        <button type="button" className="button button-secondary make-kit" onClick={() => setKitOpen(true)}>
          Make it a kit of other tools
        </button>
      )}
      <button type="submit" className="button" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
