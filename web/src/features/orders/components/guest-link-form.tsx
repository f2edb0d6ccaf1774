import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { useForm } from '@/lib/form';

import { guestLinkSchema, useResendGuestLink } from '../api/resend-guest-link';

/** A guest who lost their order's mail asks for its link again, with the email and the order's number. */
export function GuestLinkForm({ orderNumber = '' }: { orderNumber?: string }) {
  const resend = useResendGuestLink();
  const form = useForm({ email: '', orderNumber }, guestLinkSchema, resend.error);

  return (
    <form noValidate className="form" aria-label="Mail me the link" onSubmit={form.handleSubmit((values) => resend.mutate(values))}>
      <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <Field label="Order number" placeholder="#3FA2B9C1" {...form.field('orderNumber')} />
      <ErrorText>{form.formError}</ErrorText>
      <button type="submit" className="button" disabled={resend.isPending}>
        Mail me the link
      </button>
      <p className="resend-result" aria-live="polite">
        {resend.data?.message}
      </p>
    </form>
  );
}
