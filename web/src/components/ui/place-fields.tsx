import type { ReactNode } from 'react';

import type { Place } from '@/lib/places';

import { PlaceField } from './place-field';

type PlaceName = 'country' | 'region';

/** What PlaceFields needs of a useForm form whose values hold a country and a region. */
type PlaceForm = {
  values: Record<PlaceName, string>;
  field: (name: PlaceName) => { name: string; value: string; error?: string; onBlur: () => void };
  setValue: (name: PlaceName, value: string) => void;
};

type PlaceFieldsProps = {
  form: PlaceForm;
  countries: Place[];
  /** The chosen country's regions, as its useRegions answers them. */
  regions: Place[] | undefined;
  countryLabel: string;
  regionLabel: string;
  regionHint?: ReactNode;
  /** The browser's autofill of a delivery address: a customer's own is worth filling in, a shop's settings not. */
  autoFill?: boolean;
};

/**
 * A country and a region of it, each picked from its list by name. The region field shows only
 * for a country that has regions, and empties when the country changes: a region belongs to one.
 */
export function PlaceFields({ form, countries, regions, countryLabel, regionLabel, regionHint, autoFill = false }: PlaceFieldsProps) {
  return (
    <div className="field-row place-fields">
      <PlaceField
        {...form.field('country')}
        label={countryLabel}
        places={countries}
        autoComplete={autoFill ? 'shipping country-name' : 'off'}
        onChange={(country) => {
          if (country !== form.values.country && form.values.region) form.setValue('region', '');
          form.setValue('country', country);
        }}
      />
      {regions && regions.length > 0 && (
        <PlaceField
          {...form.field('region')}
          label={regionLabel}
          places={regions}
          autoComplete={autoFill ? 'shipping address-level1' : 'off'}
          hint={regionHint}
          onChange={(region) => form.setValue('region', region)}
        />
      )}
    </div>
  );
}
