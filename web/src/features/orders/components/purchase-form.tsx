import { Field } from '@/components/ui/field';
import { toast, toastError } from '@/components/ui/toast';
import { useForm } from '@/lib/form';
import { formatPrice } from '@/lib/format';
import type { Account, Tool } from '@/types/api';

import { purchaseSchema, useCreateOrder } from '../api/create-order';

type PurchaseFormProps = {
  tool: Tool;
  account: Account;
  onOrdered: () => void;
};

export function PurchaseForm({ tool, account, onOrdered }: PurchaseFormProps) {
  const form = useForm({ address: '', number: '', quantity: String(tool.minOrder) }, purchaseSchema(tool));
  const createOrder = useCreateOrder();
  const quantity = Number(form.values.quantity);

  return (
    <form
      noValidate
      className="form"
      onSubmit={form.handleSubmit((values) =>
        createOrder.mutate(
          {
            toolId: tool._id,
            customerName: account.name,
            address: values.address.trim(),
            number: values.number.trim(),
            quantity: Number(values.quantity),
          },
          {
            onSuccess: () => {
              toast.success('Order confirmed successfully');
              onOrdered();
            },
            onError: toastError,
          },
        ),
      )}
    >
      <Field label="Name" name="customerName" value={account.name} readOnly />
      <Field label="Email" name="email" type="email" value={account.email} readOnly />
      <Field label="Phone number" type="tel" autoComplete="tel" {...form.field('number')} />
      <Field label="Address" autoComplete="street-address" {...form.field('address')} />
      <Field
        label="Quantity"
        type="number"
        min={tool.minOrder}
        max={tool.availableQuantity}
        inputMode="numeric"
        {...form.field('quantity')}
        // Shown at once: it is why Purchase is disabled.
        error={form.errors.quantity}
        hint={`Between ${tool.minOrder} and ${tool.availableQuantity}`}
      />
      {!form.errors.quantity && (
        <p className="order-total">
          Total: <strong>{formatPrice(quantity * tool.price)}</strong>
        </p>
      )}
      <button type="submit" className="button" disabled={Boolean(form.errors.quantity) || createOrder.isPending}>
        Purchase
      </button>
    </form>
  );
}
