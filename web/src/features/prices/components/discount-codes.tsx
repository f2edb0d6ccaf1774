import { CheckboxField, Field, SelectField } from '@/components/ui/field';
import { Cell, RowHeader } from '@/components/ui/table';
import { formatDateTime, formatPrice } from '@/lib/format';
import { useForm } from '@/lib/form';
import type { DiscountCode, DiscountKind } from '@/types/api';

import {
  discountCodeSchema,
  toDiscountCodeForm,
  toDiscountCodeInput,
  useCreateDiscountCode,
  type DiscountCodeInput,
} from '../api/create-discount-code';
import { useDeleteDiscountCode } from '../api/delete-discount-code';
import { useDiscountCodes } from '../api/get-discount-codes';
import { useUpdateDiscountCode } from '../api/update-discount-code';
import { formatPercent } from '../units';
import { ItemsManager, type ItemFormProps } from './items-manager';

/** The codes customers type for a discount, and how often each has been used. */
export function DiscountCodes() {
  return (
    <ItemsManager
      noun="discount code"
      caption="Discount codes"
      empty="No discount codes yet."
      columns={['Code', 'Discount', 'When', 'Uses', 'Active']}
      cells={(code: DiscountCode) => (
        <>
          <RowHeader label="Code">{code.code}</RowHeader>
          <Cell label="Discount">{discountText(code)}</Cell>
          <Cell label="When">{periodText(code)}</Cell>
          <Cell label="Uses" numeric>{code.maxUses > 0 ? `${code.uses} of ${code.maxUses}` : code.uses}</Cell>
          <Cell label="Active">{code.active ? 'Yes' : 'No'}</Cell>
        </>
      )}
      nameOf={(code) => code.code}
      list={useDiscountCodes()}
      create={useCreateDiscountCode()}
      update={useUpdateDiscountCode()}
      remove={useDeleteDiscountCode()}
      form={(props) => <DiscountCodeForm {...props} />}
    />
  );
}

const kinds: Record<DiscountKind, string> = { percent: 'Percent off', amount: 'Amount off', free_shipping: 'Free shipping' };

function discountText(code: DiscountCode) {
  const off = code.kind === 'percent' ? `${formatPercent(code.percent)} off` : code.kind === 'amount' ? `${formatPrice(code.amount)} off` : 'Free shipping';
  return code.minSubtotal > 0 ? `${off} from ${formatPrice(code.minSubtotal)}` : off;
}

function periodText({ startsAt, endsAt }: DiscountCode) {
  if (startsAt && endsAt) return `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
  if (startsAt) return `From ${formatDateTime(startsAt)}`;
  if (endsAt) return `Until ${formatDateTime(endsAt)}`;
  return 'Always';
}

function DiscountCodeForm({ item, submitLabel, busy, serverError, onSubmit }: ItemFormProps<DiscountCode, DiscountCodeInput>) {
  const form = useForm(toDiscountCodeForm(item), discountCodeSchema, serverError);
  return (
    <form noValidate className="form prices-form" onSubmit={form.handleSubmit((values) => onSubmit(toDiscountCodeInput(values)))}>
      <Field label="Code" autoCapitalize="characters" {...form.field('code')} />
      <div className="field-row">
        <SelectField label="Kind" {...form.field('kind')}>
          {Object.entries(kinds).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </SelectField>
        {form.values.kind === 'percent' && (
          <Field label="Percent (%)" type="number" min={0} max={100} step="0.01" inputMode="decimal" {...form.field('percent')} />
        )}
        {form.values.kind === 'amount' && (
          <Field label="Amount ($)" type="number" min={0} step="0.01" inputMode="decimal" {...form.field('amount')} />
        )}
      </div>
      <Field
        label="Minimum subtotal ($)"
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        hint="Empty for none."
        {...form.field('minSubtotal')}
      />
      <div className="field-row">
        <Field label="Starts" type="datetime-local" hint="Empty: from now." {...form.field('startsAt')} />
        <Field label="Ends" type="datetime-local" hint="Empty: never." {...form.field('endsAt')} />
      </div>
      <div className="field-row">
        <Field label="Max uses" type="number" min={0} inputMode="numeric" hint="In all; empty for no limit." {...form.field('maxUses')} />
        <Field
          label="Max uses per customer"
          type="number"
          min={0}
          inputMode="numeric"
          hint="Empty for no limit."
          {...form.field('maxUsesPerCustomer')}
        />
      </div>
      <CheckboxField label="Active" value={form.values.active} onChange={(value) => form.setValue('active', value)} />
      <button type="submit" className="button align-start" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
