import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { required, type Rule } from '@/lib/form';

/** A country, or a region of one, by its ISO 3166 code and the name people know it by. */
export type Place = { code: string; name: string };

/** The countries, or one country's regions: they change only with the server, so read once. */
export const placesQuery = (country = '') =>
  queryOptions({
    queryKey: ['places', country],
    queryFn: () => api.get<Place[]>(country ? `/places?country=${encodeURIComponent(country)}` : '/places', { token: null }),
    staleTime: Infinity,
  });

export const useCountries = () => useQuery(placesQuery());

/** The regions of a country chosen from the list; none asked for before one is. */
export const useRegions = (country: string, countries: Place[] | undefined) =>
  useQuery({ ...placesQuery(country), enabled: Boolean(countries?.some((c) => c.code === country)) });

/** The code of a place typed or picked: its code, or its name in any case; undefined for neither. */
export function placeCode(places: Place[], typed: string): string | undefined {
  const text = typed.trim().toLowerCase();
  return places.find((p) => p.code.toLowerCase() === text || p.name.toLowerCase() === text)?.code;
}

/** The name of a place's code; the code itself, or the text, for one the list lacks. */
export const placeName = (places: Place[] | undefined, code: string) => places?.find((p) => p.code === code)?.name ?? code;

/** A form rule: nothing, or the code of a place of the list; a list not read yet is left to the server. */
export const fromList =
  (places: Place[] | undefined, message: string): Rule =>
  (value) =>
    value.trim() === '' || !places || places.some((p) => p.code === value) ? undefined : message;

/**
 * The rules of a country and a region of it, each chosen from its list (the region may be
 * empty), for the country a form holds now. Its regions are read from the cache: the form's
 * rules run before its useRegions of the new country, which renders the form again on arrival.
 */
export function usePlaceRules(countries: Place[]) {
  const client = useQueryClient();
  return (country: string) => ({
    country: [required('Choose a country'), fromList(countries, 'Choose a country from the list')],
    region: [
      fromList(
        client.getQueryData(placesQuery(country).queryKey),
        `Choose a state or region of ${placeName(countries, country)} from the list`,
      ),
    ],
  });
}

export type PlaceRules = ReturnType<typeof usePlaceRules>;
