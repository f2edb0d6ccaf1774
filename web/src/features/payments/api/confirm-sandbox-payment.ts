import { api } from '@/lib/api-client';
import { matches, required, type Schema } from '@/lib/form';

export type CardFormValues = { number: string; expiry: string; cvc: string };

const EXPIRY = /^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/;

export const cardSchema: Schema<CardFormValues> = {
  number: [required('Card number is required'), matches(/^[\d ]{12,23}$/, 'Card number must be digits only')],
  expiry: [required('Expiry date is required'), matches(EXPIRY, 'Enter the expiry date as MM/YY')],
  cvc: [required('CVC is required'), matches(/^\d{3,4}$/, 'CVC must be 3 or 4 digits')],
};

type SandboxCard = { number: string; expMonth: number; expYear: number; cvc: string };

/** Only called with values that passed cardSchema. */
export function toSandboxCard(values: CardFormValues): SandboxCard {
  const [, month, year] = values.expiry.trim().match(EXPIRY) ?? [];
  return {
    number: values.number.replace(/\s/g, ''),
    expMonth: Number(month),
    expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
    cvc: values.cvc.trim(),
  };
}

type SandboxResult = { status: string; transactionId: string };

export const confirmSandboxPayment = (clientSecret: string, card: SandboxCard, orderKey?: string) =>
  api.post<SandboxResult>('/payments/sandbox/confirm', { clientSecret, ...card }, { orderKey });
