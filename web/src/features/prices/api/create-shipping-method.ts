import { api } from '@/lib/api-client';
import { atLeast, formMutation, maxLength, required, type Schema } from '@/lib/form';
import { fromList, type Place } from '@/lib/places';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created, ShippingMethod } from '@/types/api';

import { countOf } from '../units';
import { shippingMethodsQuery } from './get-shipping-methods';

export type ShippingMethodInput = Omit<ShippingMethod, '_id'>;

export type ShippingMethodFormValues = {
  name: string;
  price: string;
  freeOver: string;
  /** The chosen countries' codes separated by commas: 'CA,US'. */
  countries: string;
  /** A country being added, as typed: its code once it names one. */
  country: string;
  /** 'true' or ''. */
  pickup: string;
  /** A pickup's address and opening hours, shown to customers; a delivery sends none. */
  address: string;
  hours: string;
};

export const shippingMethodSchema = (countries: Place[]): Schema<ShippingMethodFormValues> => ({
  name: [required('Name is required')],
  price: [required('Price is required'), atLeast(0, 'Price must be $0 or more')],
  freeOver: [(value) => (value.trim() && !(Number(value) >= 0) ? 'Free over must be $0 or more' : undefined)],
  country: [fromList(countries, 'Choose a country from the list')],
  address: [maxLength(500, 'Must be 500 characters or fewer')],
  hours: [maxLength(500, 'Must be 500 characters or fewer')],
});

/** The codes of the chosen countries. */
export const chosenCountries = (values: ShippingMethodFormValues) => values.countries.split(',').filter(Boolean);

/** The chosen countries with the one being added, each once. */
export const withCountry = (values: ShippingMethodFormValues) => [
  ...new Set([...chosenCountries(values), values.country.trim()].filter(Boolean)),
];

export const toShippingMethodForm = (method?: ShippingMethod): ShippingMethodFormValues => ({
  name: method?.name ?? '',
  price: method ? String(method.price) : '',
  freeOver: method?.freeOver ? String(method.freeOver) : '',
  countries: method?.countries.join(',') ?? '',
  country: '',
  pickup: method?.pickup ? 'true' : '',
  address: method?.address ?? '',
  hours: method?.hours ?? '',
});

export const toShippingMethodInput = (values: ShippingMethodFormValues): ShippingMethodInput => ({
  name: values.name.trim(),
  price: Number(values.price),
  freeOver: countOf(values.freeOver),
  // A country typed but not yet added is meant too.
  countries: withCountry(values),
  pickup: values.pickup === 'true',
  ...(values.pickup === 'true' ? { address: values.address.trim(), hours: values.hours.trim() } : { address: '', hours: '' }),
});

export const createShippingMethod = (input: ShippingMethodInput) => api.post<Created>('/admin/shipping-methods', input);

export const useCreateShippingMethod = () =>
  useRefreshingMutation(createShippingMethod, shippingMethodsQuery.queryKey, formMutation);
