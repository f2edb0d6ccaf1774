import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { useForm } from '@/lib/form';

import { firstAdminSchema, useCreateFirstAdmin } from '../api/first-admin';

type FirstAdminFormProps = { token: string; onSignedIn: () => void };

/**
 * The new owner's account, made an admin by the one-time link start-up printed. Without a
 * token (the link cut short) it says where to find the link.
 */
export function FirstAdminForm({ token, onSignedIn }: FirstAdminFormProps) {
  const create = useCreateFirstAdmin();
  const form = useForm({ name: '', email: '', password: '' }, firstAdminSchema, create.error);

  return (
    <div className="auth-card card">
      <h1 className="auth-title">Set up your shop</h1>
      {token ? (
        <>
          <p>Create the shop owner’s account. It is the shop’s first admin: it runs the catalogue, the orders and the staff.</p>
          <form noValidate className="form" onSubmit={form.handleSubmit((values) => create.mutate({ ...values, token }, { onSuccess: onSignedIn }))}>
            <Field label="Name" autoComplete="name" {...form.field('name')} />
            <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
            <Field
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="12 characters or more, not a common password"
              {...form.field('password')}
            />
            <ErrorText>{form.formError}</ErrorText>
            <button type="submit" className="button button-block" disabled={create.isPending}>
              Create admin account
            </button>
          </form>
        </>
      ) : (
        <ErrorText>
          This link is incomplete. Open the whole link the shop printed when it started (“Create the first admin: …”).
        </ErrorText>
      )}
    </div>
  );
}
