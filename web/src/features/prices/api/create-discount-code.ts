import { api } from '@/lib/api-client';
import { atLeast, atMost, formMutation, matches, required, type Rule, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created, DiscountCode, DiscountKind } from '@/types/api';

import { countOf, fromLocalInput, hundredthsOf, percentOf, percentPattern, toLocalInput } from '../units';
import { discountCodesQuery } from './get-discount-codes';

export type DiscountCodeInput = Omit<DiscountCode, '_id' | 'uses'>;

/** `percent` is a percent, 15; the API takes hundredths of one. Times are datetime-local values. */
export type DiscountCodeFormValues = {
  code: string;
  kind: DiscountKind;
  percent: string;
  amount: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  /** 'true' or ''. */
  active: string;
};

const optionalCount: Rule = (value) =>
  value.trim() && !/^\d+$/.test(value.trim()) ? 'Enter a whole number, or leave empty for no limit' : undefined;

/** The rules of the fields the chosen kind uses: a percent code needs its percent, an amount code its amount. */
export function discountCodeSchema({ kind }: DiscountCodeFormValues): Schema<DiscountCodeFormValues> {
  return {
    code: [required('Code is required'), matches(/^[a-z0-9_-]{1,40}$/i, 'Use up to 40 letters, digits, - and _')],
    ...(kind === 'percent' && {
      percent: [
        required('Percent is required'),
        matches(percentPattern, 'Enter a percent such as 15'),
        atLeast(0.01, 'Percent must be more than 0'),
        atMost(100, 'Percent must be 100 % or less'),
      ],
    }),
    ...(kind === 'amount' && { amount: [required('Amount is required'), atLeast(0.01, 'Amount must be more than 0')] }),
    minSubtotal: [(value) => (value.trim() && !(Number(value) >= 0) ? 'Minimum subtotal must be $0 or more' : undefined)],
    maxUses: [optionalCount],
    maxUsesPerCustomer: [optionalCount],
  };
}

export const toDiscountCodeForm = (code?: DiscountCode): DiscountCodeFormValues => ({
  code: code?.code ?? '',
  kind: code?.kind ?? 'percent',
  percent: code?.kind === 'percent' ? percentOf(code.percent) : '',
  amount: code?.kind === 'amount' ? String(code.amount) : '',
  minSubtotal: code?.minSubtotal ? String(code.minSubtotal) : '',
  startsAt: toLocalInput(code?.startsAt),
  endsAt: toLocalInput(code?.endsAt),
  maxUses: code?.maxUses ? String(code.maxUses) : '',
  maxUsesPerCustomer: code?.maxUsesPerCustomer ? String(code.maxUsesPerCustomer) : '',
  active: !code || code.active ? 'true' : '',
});

export const toDiscountCodeInput = (values: DiscountCodeFormValues): DiscountCodeInput => ({
  code: values.code.trim().toUpperCase(),
  kind: values.kind,
  percent: values.kind === 'percent' ? hundredthsOf(values.percent) : 0,
  amount: values.kind === 'amount' ? Number(values.amount) : 0,
  minSubtotal: countOf(values.minSubtotal),
  startsAt: fromLocalInput(values.startsAt),
  endsAt: fromLocalInput(values.endsAt),
  maxUses: countOf(values.maxUses),
  maxUsesPerCustomer: countOf(values.maxUsesPerCustomer),
  active: values.active === 'true',
});

export const createDiscountCode = (input: DiscountCodeInput) => api.post<Created>('/admin/discount-codes', input);

export const useCreateDiscountCode = () =>
  useRefreshingMutation(createDiscountCode, discountCodesQuery.queryKey, formMutation);
