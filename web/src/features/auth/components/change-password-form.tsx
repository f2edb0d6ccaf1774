import { useId } from 'react';

import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useForm } from '@/lib/form';

import { passwordChangeSchema, useChangePassword } from '../api/change-password';

const empty = { currentPassword: '', newPassword: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm(empty, passwordChangeSchema, changePassword.error);
  const titleId = useId();

  return (
    <section className="card account-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Password
      </h2>
      <form
        noValidate
        className="form"
        onSubmit={form.handleSubmit((values) =>
          changePassword.mutate(values, {
            onSuccess: () => {
              toast.success('Password changed: your other sessions are signed out');
              form.reset();
            },
          }),
        )}
      >
        <Field label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="6 to 72 characters. Every other browser signed in to this account is signed out."
          {...form.field('newPassword')}
        />
        <button type="submit" className="button align-start" disabled={changePassword.isPending}>
          Change password
        </button>
      </form>
    </section>
  );
}
