import { api } from '@/lib/api-client';
import { atLeast, formMutation, matches, required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created, ShippingMethod } from '@/types/api';

import { countOf } from '../units';
import { shippingMethodsQuery } from './get-shipping-methods';

export type ShippingMethodInput = Omit<ShippingMethod, '_id'>;

export type ShippingMethodFormValues = {
  name: string;
  price: string;
  freeOver: string;
  /** Two-letter codes separated by commas: 'US, CA'. */
  countries: string;
  /** 'true' or ''. */
  pickup: string;
};

export const shippingMethodSchema: Schema<ShippingMethodFormValues> = {
  name: [required('Name is required')],
  price: [required('Price is required'), atLeast(0, 'Price must be $0 or more')],
  freeOver: [(value) => (value.trim() && !(Number(value) >= 0) ? 'Free over must be $0 or more' : undefined)],
  countries: [matches(/^([a-z]{2}(\s*,\s*[a-z]{2})*)?$/i, 'Use two-letter codes separated by commas, such as US, CA')],
};

export const toShippingMethodForm = (method?: ShippingMethod): ShippingMethodFormValues => ({
  name: method?.name ?? '',
  price: method ? String(method.price) : '',
  freeOver: method?.freeOver ? String(method.freeOver) : '',
  countries: method?.countries.join(', ') ?? '',
  pickup: method?.pickup ? 'true' : '',
});

export const toShippingMethodInput = (values: ShippingMethodFormValues): ShippingMethodInput => ({
  name: values.name.trim(),
  price: Number(values.price),
  freeOver: countOf(values.freeOver),
  countries: values.countries
    .split(',')
    .map((country) => country.trim().toUpperCase())
    .filter(Boolean),
  pickup: values.pickup === 'true',
});

export const createShippingMethod = (input: ShippingMethodInput) => api.post<Created>('/admin/shipping-methods', input);

export const useCreateShippingMethod = () =>
  useRefreshingMutation(createShippingMethod, shippingMethodsQuery.queryKey, formMutation);
