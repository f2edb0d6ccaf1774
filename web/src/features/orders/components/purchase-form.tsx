import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
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
  const createOrder = useCreateOrder();
  const form = useForm(
    { address: '', number: '', quantity: String(tool.minOrder) },
    purchaseSchema(tool),
    createOrder.error,
  );
  const quantity = form.field('quantity');

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
        {...quantity}
        // Shown at once: it is why Purchase is disabled.
        error={form.errors.quantity ?? quantity.error}
        hint={`Between ${tool.minOrder} and ${tool.availableQuantity}`}
      />
      {!form.errors.quantity && (
        <p className="order-total">
          Total: <strong>{formatPrice(Number(quantity.value) * tool.price)}</strong>
        </p>
      )}
      <button type="submit" className="button" disabled={Boolean(form.errors.quantity) || createOrder.isPending}>
        Purchase
      </button>
    </form>
  );
}
