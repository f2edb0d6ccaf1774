import { Link } from 'react-router';

import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { defaultBrand, useBrand } from '@/lib/brand';
import { useForm } from '@/lib/form';

import { loginSchema, useLogin } from '../api/login';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { GoogleSignIn } from './google-sign-in';

type LoginFormProps = { onSignedIn: () => void; signupHref: string };

export function LoginForm({ onSignedIn, signupHref }: LoginFormProps) {
  const shopName = useBrand()?.displayName ?? defaultBrand.displayName;
  const login = useLogin();
  const form = useForm({ email: '', password: '' }, loginSchema, login.error);
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
      <form noValidate className="form" onSubmit={form.handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }))}>
        <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <Field label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
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
