import { useState } from 'react';
import { Link } from 'react-router';

import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { defaultBrand, useBrand } from '@/lib/brand';
import { useForm } from '@/lib/form';

import { loginSchema, renewingLoginSchema, useLogin } from '../api/login';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { GoogleSignIn } from './google-sign-in';

type LoginFormProps = { onSignedIn: () => void; signupHref: string };

export function LoginForm({ onSignedIn, signupHref }: LoginFormProps) {
  const shopName = useBrand()?.displayName ?? defaultBrand.displayName;
  const login = useLogin();
  // Set once the server asks this sign-in for a new password (an admin's too weak for an admin).
  const [renewing, setRenewing] = useState(false);
  const form = useForm({ email: '', password: '', newPassword: '' }, renewing ? renewingLoginSchema : loginSchema, login.error);
  const passwordReset = useRequestPasswordReset();

  function resetPassword() {
    const email = form.values.email.trim();
    if (!email) {
      toast.error('Give Email First');
      return;
    }
    passwordReset.mutate(email, { onSuccess: () => toast.success('Reset email sent') });
  }

  return (
    <div className="auth-card card">
      <h1 className="auth-title">Login</h1>
      <form
        noValidate
        className="form"
        onSubmit={form.handleSubmit((values) =>
          login.mutate(values, {
            onSuccess: onSignedIn,
            onError: (error) => {
              if (isApiError(error) && 'newPassword' in error.fields) {
                setRenewing(true);
                // Not submitted yet: the server's message shows under the new field, not its rules.
                form.reset(values);
              }
            },
          }),
        )}
      >
        <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <Field label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        {renewing && (
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="12 characters or more, not a common password"
            {...form.field('newPassword')}
          />
        )}
        <button type="button" className="link-button" onClick={resetPassword} disabled={passwordReset.isPending}>
          Forgot password?
        </button>
        <ErrorText>{form.formError}</ErrorText>
        <button type="submit" className="button button-block" disabled={login.isPending}>
          Login
        </button>
      </form>
      <p>
        New to {shopName}? <Link to={signupHref}>Create new account</Link>
      </p>
      <GoogleSignIn onSignedIn={onSignedIn} />
    </div>
  );
}
