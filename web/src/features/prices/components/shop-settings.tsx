import { useState } from 'react';

import { ImageField } from '@/components/image-field';
import { ErrorText } from '@/components/ui/error-text';
import { CheckboxField, Field, SelectField, TextAreaField } from '@/components/ui/field';
import { PlaceFields } from '@/components/ui/place-fields';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { brandColorProblem } from '@/lib/brand';
import { required, useForm, type Schema } from '@/lib/form';
import { useCountries, usePlaceRules, useRegions, type Place, type PlaceRules } from '@/lib/places';
import { useServerConfig } from '@/lib/server-config';
import type { ShopSettings as Settings } from '@/types/api';

import { useShop } from '../api/get-shop';
import { useUpdateShop } from '../api/update-shop';
import { BrandColorField } from './brand-color-field';
import { SocialLinksField } from './social-links-field';

// The social links are rows of their own, outside the form's text values.
type ShopFormValues = Record<Exclude<keyof Settings, 'socialLinks'>, string>;

const shopSchema =
  (placeRules: PlaceRules) =>
  (values: ShopFormValues): Schema<ShopFormValues> => ({
    legalName: [required('Legal name is required')],
    ...placeRules(values.country),
    displayName: [required('Display name is required')],
    brandColor: [(value) => brandColorProblem(value.trim().toLowerCase())],
  });

/** The shop's details, printed on its invoices, how it charges tax, whether the owner hears of orders paid, and its brand. */
export function ShopSettings() {
  const shop = useShop();
  const countries = useCountries();
  const error = shop.error ?? countries.error;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (!shop.data || !countries.data) return <Spinner label="Loading the shop's settings" />;
  return <ShopForm settings={shop.data} countries={countries.data} />;
}

function ShopForm({ settings, countries }: { settings: Settings; countries: Place[] }) {
  const updateShop = useUpdateShop();
  const form = useForm(toForm(settings), shopSchema(usePlaceRules(countries)), updateShop.error);
  const [socialLinks, setSocialLinks] = useState(settings.socialLinks);
  const serverFields = isApiError(updateShop.error) ? updateShop.error.fields : {};
  const regions = useRegions(form.values.country, countries).data;
  const save = (values: ShopFormValues) =>
    updateShop.mutate(
      {
        legalName: values.legalName.trim(),
        address: values.address.trim(),
        taxNumber: values.taxNumber.trim(),
        country: values.country,
        region: values.region.trim(),
        pricesIncludeTax: values.pricesIncludeTax === 'true',
        shippingTaxed: values.shippingTaxed === 'true',
        paperSize: values.paperSize as Settings['paperSize'],
        notifyOnPaid: values.notifyOnPaid === 'true',
        noticesEmail: values.noticesEmail.trim(),
        feed: values.feed === 'true',
        displayName: values.displayName.trim(),
        logo: values.logo,
        brandColor: values.brandColor.trim().toLowerCase(),
        contactEmail: values.contactEmail.trim(),
        contactPhone: values.contactPhone.trim(),
        // A row left empty is no link.
        socialLinks: socialLinks.filter((link) => link.name.trim() || link.url.trim()),
      },
      {
        onSuccess: (saved) => {
          toast.success('Shop settings saved');
          form.reset(toForm(saved));
          setSocialLinks(saved.socialLinks);
        },
      },
    );

  return (
    <form noValidate className="form prices-form" onSubmit={form.handleSubmit(save)}>
      <Field label="Legal name" hint="As invoices name the seller." {...form.field('legalName')} />
      <TextAreaField label="Address" rows={3} {...form.field('address')} />
      <Field label="Tax number" hint="A VAT or sales tax number, printed on invoices." {...form.field('taxNumber')} />
      <PlaceFields
        form={form}
        countries={countries}
        regions={regions}
        countryLabel="Home country"
        regionLabel="Home region"
        regionHint="A state or province; empty for none."
      />
      <p className="field-hint">Pickups are taxed at the shop's home.</p>
      <SelectField label="Paper of invoices" hint="Invoices and credit notes are printed on it." {...form.field('paperSize')}>
        <option value="">The home country's: Letter in the US and Canada, A4 elsewhere</option>
        <option value="letter">Letter</option>
        <option value="a4">A4</option>
      </SelectField>
      <CheckboxField
        label="Prices include tax"
        value={form.values.pricesIncludeTax}
        onChange={(value) => form.setValue('pricesIncludeTax', value)}
      />
      <CheckboxField label="Shipping is taxed" value={form.values.shippingTaxed} onChange={(value) => form.setValue('shippingTaxed', value)} />
      <CheckboxField
        label="Mail the owner each order paid"
        value={form.values.notifyOnPaid}
        onChange={(value) => form.setValue('notifyOnPaid', value)}
      />
      <Field
        label="Notices email"
        type="email"
        inputMode="email"
        hint="The mail of each order paid goes to the admins, and to this address too; empty for none. Never shown to customers."
        {...form.field('noticesEmail')}
      />
      <h2 className="form-section-title">Google Merchant Center</h2>
      <CheckboxField
        label="Google Merchant Center feed"
        isSwitch
        value={form.values.feed}
        onChange={(value) => form.setValue('feed', value)}
      />
      {form.values.feed === 'true' && <FeedAddress />}
      <h2 className="form-section-title">Brand</h2>
      <Field
        label="Display name"
        hint="The shop's name as customers see it: the top bar, page titles, the footer and mail."
        {...form.field('displayName')}
      />
      <fieldset className="form-group">
        <legend>Logo</legend>
        <ImageField
          {...form.field('logo')}
          uploadOnly
          uploadLabel="Upload a logo"
          onUpload={(url) => form.setValue('logo', url)}
        />
      </fieldset>
      <BrandColorField {...form.field('brandColor')} onPick={(color) => form.setValue('brandColor', color)} />
      <Field label="Contact email" type="email" inputMode="email" hint="Shown in the footer; empty for none." {...form.field('contactEmail')} />
      <Field label="Contact phone" type="tel" inputMode="tel" hint="Shown in the footer; empty for none." {...form.field('contactPhone')} />
      <SocialLinksField links={socialLinks} onChange={setSocialLinks} errors={serverFields} />
      <button type="submit" className="button align-start" disabled={updateShop.isPending}>
        Save settings
      </button>
    </form>
  );
}

const toForm = ({ socialLinks: _, ...settings }: Settings): ShopFormValues => ({
  ...settings,
  pricesIncludeTax: settings.pricesIncludeTax ? 'true' : '',
  shippingTaxed: settings.shippingTaxed ? 'true' : '',
  notifyOnPaid: settings.notifyOnPaid ? 'true' : '',
  feed: settings.feed ? 'true' : '',
});

/** The shopping feed's address at the shop's public URL, the server's, to paste into Merchant Center. */
function FeedAddress() {
  const feedUrl = useServerConfig().data?.feedUrl ?? '';
  const copy = () =>
    navigator.clipboard
      .writeText(feedUrl)
      .then(() => toast.success('Feed address copied'))
      .catch(() => toast.error('Could not copy: select the address and copy it'));
  return (
    <>
      <Field
        label="Feed address"
        readOnly
        value={feedUrl}
        hint="Merchant Center fetches the catalogue from it once the settings are saved: add it under Products, Feeds, as a scheduled fetch."
      />
      <button type="button" className="button button-secondary align-start" onClick={copy}>
        Copy address
      </button>
    </>
  );
}
