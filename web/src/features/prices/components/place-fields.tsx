import type { ReactNode } from 'react';

import { ErrorText } from '@/components/ui/error-text';
import { PlaceField } from '@/components/ui/place-field';
import { Spinner } from '@/components/ui/spinner';
import { placeName, useCountries, useRegions, type Place } from '@/lib/places';

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
};

/**
 * A country and a region of it, each picked from its list by name. The region field shows only
 * for a country that has regions, and empties when the country changes: a region belongs to one.
 */
export function PlaceFields({ form, countries, regions, countryLabel, regionLabel, regionHint }: PlaceFieldsProps) {
  return (
    <div className="field-row place-fields">
      <PlaceField
        {...form.field('country')}
        label={countryLabel}
        places={countries}
        autoComplete="off"
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
          autoComplete="off"
          hint={regionHint}
          onChange={(region) => form.setValue('region', region)}
        />
      )}
    </div>
  );
}

/** Its children once the countries are read: the forms' pickers and rules choose from them. */
export function WithCountries({ children }: { children: (countries: Place[]) => ReactNode }) {
  const { data: countries, error, isPending } = useCountries();
  if (isPending) return <Spinner label="Loading the countries" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  return children(countries);
}

/** "California, United States": a place by its names; a code the lists lack shows as it is. */
export function PlaceNames({ country, region }: { country: string; region: string }) {
  const countries = useCountries().data;
  const regions = useRegions(region ? country : '', countries).data;
  const countryName = placeName(countries, country);
  return <>{region ? `${placeName(regions, region)}, ${countryName}` : `${countryName} (whole country)`}</>;
}
