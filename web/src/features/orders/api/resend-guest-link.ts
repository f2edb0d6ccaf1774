import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { emailRules, formMutation, required, type Schema } from '@/lib/form';

export type GuestLinkValues = { email: string; orderNumber: string };

export const guestLinkSchema: Schema<GuestLinkValues> = {
  email: emailRules,
  orderNumber: [required('Enter the order number as the mail shows it, like #3FA2B9C1')],
};

/** Asks for a guest order's link to be mailed again; the answer is the same whether or not one is. */
export const resendGuestLink = (values: GuestLinkValues) =>
  api.post<{ message: string }>('/guest/orders/resend', values, { token: null });

export const useResendGuestLink = () => useMutation({ mutationFn: resendGuestLink, meta: formMutation });
