import { OrderParts } from '@/components/order-parts';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useForm } from '@/lib/form';
import type { Account, Tool } from '@/types/api';

import { purchaseSchema, useCreateOrder } from '../api/create-order';
import { useOrderQuote } from '../api/quote-order';

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
  // What the order costs is the server's answer: the deal's price, delivery and tax included.
  const quote = useOrderQuote(tool._id, Number(quantity.value), !form.errors.quantity);

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
      {!form.errors.quantity && quote.data && (
        <section className="purchase-parts" aria-label="What the order costs" aria-busy={quote.isPlaceholderData}>
          <OrderParts order={quote.data} />
        </section>
      )}
      {!form.errors.quantity && quote.error && <p className="field-error">{quote.error.message}</p>}
      <button type="submit" className="button" disabled={Boolean(form.errors.quantity) || createOrder.isPending}>
        Purchase
      </button>
    </form>
  );
}
