import { ErrorText } from '@/components/ui/error-text';

import { useResendVerification } from '../api/resend-verification';

/** Mails a new verification link and says what the server answered. */
export function ResendVerification({ label }: { label: string }) {
  const resend = useResendVerification();

  return (
    <div className="resend">
      <button
        type="button"
        className="button button-secondary"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {label}
      </button>
      {/* Always there, so screen readers announce the answer when it arrives. */}
      <p className="resend-result" aria-live="polite">
        {resend.data?.message}
      </p>
      <ErrorText>{resend.error?.message}</ErrorText>
    </div>
  );
}
