import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

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
