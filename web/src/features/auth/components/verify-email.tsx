import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/auth';

import { useVerifyEmail } from '../api/verify-email';
import { ResendVerification } from './resend-verification';

/** The page of the mailed link: it sends the link's token once and tells how that went. */
export function VerifyEmail({ token }: { token: string }) {
  const { data: account, isPending: accountPending } = useAccount();
  const { mutate: verify, isIdle, isPending, isSuccess, error } = useVerifyEmail();
  // A link works once: a second post (a re-render, React's development double effects) would fail.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify(token);
  }, [token, verify]);

  const onwards = account ? (
    <Link to={paths.dashboard.root.getHref()}>Go to your dashboard</Link>
  ) : (
    <Link to={paths.home.getHref()}>Go to the home page</Link>
  );

  let body;
  if (!token) {
    body = <ErrorText>This verification link is incomplete. Copy the whole link from the mail, or ask for a new one.</ErrorText>;
  } else if (isIdle || isPending) {
    body = <Spinner label="Checking your link" />;
  } else if (isSuccess) {
    body = (
      <p className="success-text" role="status">
        Your email is verified.
      </p>
    );
  } else {
    body = <ErrorText>{error?.message}</ErrorText>;
  }

  const failed = !token || error !== null;
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
