import { ErrorText } from '@/components/ui/error-text';
import { Field, TextAreaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { required, useForm, type Schema } from '@/lib/form';
import type { ShopSettings as Settings } from '@/types/api';

import { countryRules } from '../api/create-tax-rate';
import { useShop } from '../api/get-shop';
import { useUpdateShop } from '../api/update-shop';
import { CheckboxField } from './items-manager';

type ShopFormValues = Record<keyof Settings, string>;

const shopSchema: Schema<ShopFormValues> = {
  legalName: [required('Legal name is required')],
  country: countryRules,
};

/** The shop's details, printed on its invoices, and how it charges tax. */
export function ShopSettings() {
  const { data: settings, error, isPending } = useShop();
  if (isPending) return <Spinner label="Loading the shop's settings" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  return <ShopForm settings={settings} />;
}

function ShopForm({ settings }: { settings: Settings }) {
  const updateShop = useUpdateShop();
  const form = useForm(toForm(settings), shopSchema, updateShop.error);
  const save = (values: ShopFormValues) =>
    updateShop.mutate(
      {
        legalName: values.legalName.trim(),
        address: values.address.trim(),
        taxNumber: values.taxNumber.trim(),
        country: values.country.trim().toUpperCase(),
        region: values.region.trim(),
        pricesIncludeTax: values.pricesIncludeTax === 'true',
        shippingTaxed: values.shippingTaxed === 'true',
        purchaseShippingMethodId: settings.purchaseShippingMethodId,
      },
      {
        onSuccess: (saved) => {
          toast.success('Shop settings saved');
          form.reset(toForm(saved));
        },
      },
    );

  return (
    <form noValidate className="form prices-form" onSubmit={form.handleSubmit(save)}>
      <Field label="Legal name" hint="As invoices name the seller." {...form.field('legalName')} />
      <TextAreaField label="Address" rows={3} {...form.field('address')} />
      <Field label="Tax number" hint="A VAT or sales tax number, printed on invoices." {...form.field('taxNumber')} />
      <div className="field-row">
        <Field label="Home country" hint="A two-letter code: US, DE." autoCapitalize="characters" maxLength={2} {...form.field('country')} />
        <Field label="Home region" hint="A state or province: CA." {...form.field('region')} />
      </div>
      <p className="field-hint">Orders that name no destination are taxed at home.</p>
      <CheckboxField
        label="Prices include tax"
        value={form.values.pricesIncludeTax}
        onChange={(value) => form.setValue('pricesIncludeTax', value)}
      />
      <CheckboxField label="Shipping is taxed" value={form.values.shippingTaxed} onChange={(value) => form.setValue('shippingTaxed', value)} />
      <button type="submit" className="button align-start" disabled={updateShop.isPending}>
        Save settings
      </button>
    </form>
  );
}

const toForm = (settings: Settings): ShopFormValues => ({
  ...settings,
  pricesIncludeTax: settings.pricesIncludeTax ? 'true' : '',
  shippingTaxed: settings.shippingTaxed ? 'true' : '',
});
