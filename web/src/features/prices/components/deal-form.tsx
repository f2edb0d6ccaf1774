import { ErrorText } from '@/components/ui/error-text';
import { Field, SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { formatDateTime, formatPrice } from '@/lib/format';
import { atLeast, required, useForm } from '@/lib/form';
import type { Deal, Tool } from '@/types/api';

import { useAdminDeal } from '../api/get-deal';
import { useSetDeal } from '../api/set-deal';
import { fromLocalInput, toLocalInput } from '../units';

const dealSchema = {
  toolId: [required("Choose the deal's tool")],
  price: [required('Price is required'), atLeast(0.01, 'Price must be more than 0')],
  endsAt: [required('Choose when the deal ends')],
};

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
  const form = useForm(
    { toolId: running ? deal.toolId : '', price: running ? String(deal.price) : '', endsAt: running ? toLocalInput(deal.endsAt) : '' },
    dealSchema,
    setDeal.error,
  );
  const chosen = tools.find((tool) => tool._id === form.values.toolId);
  const current = tools.find((tool) => tool._id === deal.toolId);

  return (
    <>
      <p className="deal-status">
        {running
          ? `Running: ${current?.name ?? 'a tool'} at ${formatPrice(deal.price)} until ${formatDateTime(deal.endsAt)}.`
          : 'No deal is running: the home page shows the UNIVERSAL WRENCH at $550.'}
      </p>
      <form
        noValidate
        className="form prices-form"
        onSubmit={form.handleSubmit((values) =>
          setDeal.mutate(
            { toolId: values.toolId, price: Number(values.price), endsAt: fromLocalInput(values.endsAt)! },
            { onSuccess: () => toast.success('Deal of the day saved') },
          ),
        )}
      >
        <SelectField label="Tool" {...form.field('toolId')}>
          <option value="">Choose a tool</option>
          {tools.map((tool) => (
            <option key={tool._id} value={tool._id}>
              {tool.name} ({formatPrice(tool.price)})
            </option>
          ))}
        </SelectField>
        <div className="field-row">
          <Field
            label="Deal price ($)"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            hint={chosen && `Its own price: ${formatPrice(chosen.price)}`}
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
                      form.reset({ toolId: '', price: '', endsAt: '' });
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
