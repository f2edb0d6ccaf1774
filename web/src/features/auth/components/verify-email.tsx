import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAccount } from '@/lib/auth';
import { useForm } from '@/lib/form';

import { newPasswordSchema } from '../api/confirm-password-reset';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerification } from './resend-verification';

/**
 * The page of the mailed link: it sends the link's token once, with this browser's session. A
 * link opened without the account's session asks for a new password (the server says so by
 * naming the password field): the mailbox's owner takes the account over from whoever made it.
 */
export function VerifyEmail({ token }: { token: string }) {
  const { data: account, isPending: accountPending } = useAccount();
  const { mutate: verify, isIdle, isPending, isSuccess, error, variables } = useVerifyEmail();
  // A link works once: a second post (a re-render, React's development double effects) would fail.
  const sent = useRef(false);
  const choosing = isApiError(error, 400) && 'password' in error.fields;
  // The server's field message shows under the input once a password was sent, not before.
  const form = useForm({ password: '' }, newPasswordSchema, variables?.password ? error : null);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify({ token });
  }, [token, verify]);

  const onwards = account ? (
    <Link to={paths.dashboard.root.getHref()}>Go to your dashboard</Link>
  ) : (
    <Link to={paths.home.getHref()}>Go to the home page</Link>
  );

  let body;
  if (!token) {
    body = <ErrorText>This verification link is incomplete. Copy the whole link from the mail, or ask for a new one.</ErrorText>;
  } else if (choosing || (isPending && variables?.password)) {
    const here = `${paths.verifyEmail.getHref()}?token=${encodeURIComponent(token)}`;
    body = (
      <>
        <p>
          Choose a password for the account to confirm your email. If someone else made the account with your address, this
          signs them out and their password stops working.
        </p>
        <form noValidate className="form" onSubmit={form.handleSubmit(({ password }) => verify({ token, password }))}>
          <Field label="New password" type="password" autoComplete="new-password" {...form.field('password')} />
          <ErrorText>{form.formError}</ErrorText>
          <button type="submit" className="button button-block" disabled={isPending}>
            Save password and confirm
          </button>
        </form>
        <p>
          Know the account&apos;s password? <Link to={paths.login.getHref(here)}>Sign in</Link> to confirm it as it is.
        </p>
      </>
    );
  } else if (isIdle || isPending) {
    body = <Spinner label="Checking your link" />;
  } else if (isSuccess) {
    body = (
      <p className="success-text" role="status">
        Your email is verified.
        {variables?.password && (
          <>
            {' '}
            <Link to={paths.login.getHref(paths.dashboard.root.getHref())}>Sign in</Link> with your new password.
          </>
        )}
      </p>
    );
  } else {
    body = <ErrorText>{error?.message}</ErrorText>;
  }

  const failed = !token || (error !== null && !choosing);
  return (
    <div className="auth-card card verify-email">
      <h1 className="auth-title">Confirm your email</h1>
      {body}
      {failed && account && !account.verified && <ResendVerification label="Send a new link" />}
      {failed && !account && (
        <p>
          <Link to={paths.login.getHref(paths.dashboard.root.getHref())}>Sign in</Link> to ask for a new link.
        </p>
      )}
      {/* Which way onwards depends on the session: said once it is known, not guessed before. */}
      {(failed || isSuccess) && !accountPending && <p>{onwards}</p>}
    </div>
  );
}
