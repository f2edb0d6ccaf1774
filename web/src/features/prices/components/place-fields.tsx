import type { ReactNode } from 'react';

import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { placeName, useCountries, useRegions, type Place } from '@/lib/places';

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
