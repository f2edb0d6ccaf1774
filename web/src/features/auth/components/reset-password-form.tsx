import { Link } from 'react-router';

import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/form';

import { newPasswordSchema, useConfirmPasswordReset } from '../api/confirm-password-reset';

type ResetPasswordFormProps = { token: string; onSignedIn: () => void };

export function ResetPasswordForm({ token, onSignedIn }: ResetPasswordFormProps) {
  const confirmReset = useConfirmPasswordReset();
  const form = useForm({ password: '' }, newPasswordSchema, confirmReset.error);

  return (
    <div className="auth-card card">
      <h1 className="auth-title">Choose a new password</h1>
      {token ? (
        <form
          noValidate
          className="form"
          onSubmit={form.handleSubmit(({ password }) => confirmReset.mutate({ token, password }, { onSuccess: onSignedIn }))}
        >
          <Field label="New password" type="password" autoComplete="new-password" {...form.field('password')} />
          <ErrorText>{form.formError}</ErrorText>
          <button type="submit" className="button button-block" disabled={confirmReset.isPending}>
            Save password and sign in
          </button>
        </form>
      ) : (
        <ErrorText>This reset link is incomplete. Ask for a new one from the login page.</ErrorText>
      )}
      <p>
        <Link to={paths.login.getHref()}>Back to login</Link>
      </p>
    </div>
  );
}
