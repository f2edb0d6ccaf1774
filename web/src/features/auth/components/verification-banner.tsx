import type { Account } from '@/types/api';

import { ResendVerification } from './resend-verification';

/** Until the address is confirmed: where the link went, and a way to get another. */
export function VerificationBanner({ account }: { account: Account }) {
  if (account.verified) return null;
  return (
    <div className="notice" role="status" aria-label="Confirm your email address">
      <p className="notice-text">
        Check your inbox: we sent a link to <strong className="break-anywhere">{account.email}</strong> to confirm
        your address.
      </p>
      <ResendVerification label="Send the link again" />
    </div>
  );
}
