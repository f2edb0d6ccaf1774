import { ErrorText } from '@/components/ui/error-text';
import { Field, SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { formatDateTime, formatPrice } from '@/lib/format';
import { atLeast, required, useForm, type Schema } from '@/lib/form';
import type { Deal, Tool } from '@/types/api';

import { useAdminDeal } from '../api/get-deal';
import { useSetDeal } from '../api/set-deal';
import { fromLocalInput, toLocalInput } from '../units';

type DealValues = { toolId: string; variantId: string; price: string; endsAt: string };

const dealSchema: Schema<DealValues> = {
  toolId: [required("Choose the deal's tool")],
  price: [required('Price is required'), atLeast(0.01, 'Price must be more than 0')],
  endsAt: [required('Choose when the deal ends')],
};

/** A deal on a tool with variants prices one of them. */
const dealSchemaFor = (tool?: Tool): Schema<DealValues> =>
  tool && tool.variants.length > 0 ? { ...dealSchema, variantId: [required('Choose the variant')] } : dealSchema;

/** The deal of the day: a tool of `tools` at a deal price until its end. */
export function DealSettings({ tools }: { tools?: Tool[] }) {
  const { data: deal, error, isPending } = useAdminDeal();
  if (isPending || !tools) return <Spinner label="Loading the deal" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  return <DealForm deal={deal} tools={tools} />;
}

function DealForm({ deal, tools }: { deal: Deal; tools: Tool[] }) {
  const setDeal = useSetDeal();
  // The server answers the deal only while it runs.
  const running = deal.toolId !== '';
  const form = useForm<DealValues>(
    {
      toolId: running ? deal.toolId : '',
      variantId: running ? (deal.variantId ?? '') : '',
      price: running ? String(deal.price) : '',
      endsAt: running ? toLocalInput(deal.endsAt) : '',
    },
    (values) => dealSchemaFor(tools.find((tool) => tool._id === values.toolId)),
    setDeal.error,
  );
  const chosen = tools.find((tool) => tool._id === form.values.toolId);
  const chosenVariant = chosen?.variants.find((variant) => variant._id === form.values.variantId);
  // What the deal prices: the tool, or the variant chosen of it.
  const priced = chosen && (chosen.variants.length === 0 ? chosen : chosenVariant);
  const current = tools.find((tool) => tool._id === deal.toolId);
  const currentVariant = current?.variants.find((variant) => variant._id === deal.variantId);
  const toolField = form.field('toolId');

  return (
    <>
      <p className="deal-status">
        {running
          ? `Running: ${[current?.name ?? 'a tool', currentVariant?.name].filter(Boolean).join(' · ')} at ${formatPrice(deal.price)} until ${formatDateTime(deal.endsAt)}.`
          : 'No deal is running: the home page shows the UNIVERSAL WRENCH at $550.'}
      </p>
      <form
        noValidate
        className="form prices-form"
        onSubmit={form.handleSubmit((values) =>
          setDeal.mutate(
            {
              toolId: values.toolId,
              ...(chosenVariant && { variantId: chosenVariant._id }),
              price: Number(values.price),
              endsAt: fromLocalInput(values.endsAt)!,
            },
            { onSuccess: () => toast.success('Deal of the day saved') },
          ),
        )}
      >
        <SelectField
          label="Tool"
          {...toolField}
          onChange={(event) => {
            toolField.onChange(event);
            // Another tool's variant is none of this one's.
            form.setValue('variantId', '');
          }}
        >
          <option value="">Choose a tool</option>
          {tools.map((tool) => (
            <option key={tool._id} value={tool._id}>
              {`${tool.name} (${tool.variants.length > 0 ? 'from ' : ''}${formatPrice(tool.price)})`}
            </option>
          ))}
        </SelectField>
        {chosen && chosen.variants.length > 0 && (
          <SelectField label="Variant" {...form.field('variantId')}>
            <option value="">Choose a variant</option>
            {chosen.variants.map((variant) => (
              <option key={variant._id} value={variant._id}>
                {variant.name} ({formatPrice(variant.price)})
              </option>
            ))}
          </SelectField>
        )}
        <div className="field-row">
          <Field
            label="Deal price ($)"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            hint={priced && `Its own price: ${formatPrice(priced.price)}`}
            {...form.field('price')}
          />
          <Field label="Ends" type="datetime-local" {...form.field('endsAt')} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={setDeal.isPending}>
            Save deal
          </button>
          {running && (
            <button
              type="button"
              className="button button-danger"
              disabled={setDeal.isPending}
              onClick={() =>
                setDeal.mutate(
                  { toolId: '' },
                  {
                    onSuccess: () => {
                      toast.success('The deal has ended');
                      form.reset({ toolId: '', variantId: '', price: '', endsAt: '' });
                    },
                  },
                )
              }
            >
              End the deal
            </button>
          )}
        </div>
      </form>
    </>
  );
}
