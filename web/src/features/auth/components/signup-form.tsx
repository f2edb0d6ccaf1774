import { Link } from 'react-router';

import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useForm } from '@/lib/form';

import { signupSchema, useSignup } from '../api/signup';
import { GoogleSignIn } from './google-sign-in';

type SignupFormProps = { onSignedIn: () => void; loginHref: string };

export function SignupForm({ onSignedIn, loginHref }: SignupFormProps) {
  const signup = useSignup();
  const form = useForm({ name: '', email: '', password: '' }, signupSchema, signup.error);

  return (
    <div className="auth-card card">
      <h1 className="auth-title">Sign Up</h1>
      <form noValidate className="form" onSubmit={form.handleSubmit((values) =>
          signup.mutate(values, {
            onSuccess: () => {
              // Said where the visitor lands: a new account is confirmed through a mailed link.
              toast.success(`Welcome! We sent a link to ${values.email.trim()}: open it to confirm your email.`);
              onSignedIn();
            },
          }),
        )}>
        <Field label="Name" autoComplete="name" {...form.field('name')} />
        <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <Field label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
        <ErrorText>{form.formError}</ErrorText>
        <button type="submit" className="button button-block" disabled={signup.isPending}>
          Sign Up
        </button>
      </form>
      <p>
        Already have an account? <Link to={loginHref}>Please login</Link>
      </p>
      <GoogleSignIn onSignedIn={onSignedIn} />
    </div>
  );
}
