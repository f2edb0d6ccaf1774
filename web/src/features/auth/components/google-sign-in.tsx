import { useEffect, useState } from 'react';

import { ErrorText } from '@/components/ui/error-text';
import { toast } from '@/components/ui/toast';
import { useServerConfig } from '@/lib/server-config';
import type { Identity } from '@/types/api';

import { useSignIn } from '../api/exchange-token';

const POPUP_FEATURES = 'width=500,height=600';

const CLAIMED_MESSAGE = 'This address is now yours: the password someone had set for it no longer works.';

type PopupMessage =
  | ({ type: 'toolshop-identity' } & Identity)
  | { type: 'toolshop-identity-error'; error: string };

/** Shown only when the server has Google sign-in set up; the popup posts the identity back. */
export function GoogleSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { data: config } = useServerConfig();
  const { mutate: signIn, error, isPending } = useSignIn(async (identity: Identity) => identity);
  const [popupError, setPopupError] = useState<string>();

  useEffect(() => {
    function handleMessage(event: MessageEvent<PopupMessage>) {
      if (event.origin !== window.location.origin) return;
      const message = event.data;
      if (message?.type === 'toolshop-identity') {
        setPopupError(undefined);
        // claimed: an account someone had made with this address, unverified, is now this person's.
        const { claimed } = message;
        signIn(
          { token: message.token, email: message.email, name: message.name },
          {
            onSuccess: () => {
              if (claimed) toast.success(CLAIMED_MESSAGE);
              onSignedIn();
            },
          },
        );
      } else if (message?.type === 'toolshop-identity-error') {
        setPopupError(message.error);
      }
    }
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [signIn, onSignedIn]);

  if (!config?.googleSignIn) return null;

  const message = popupError ?? error?.message;
  return (
    <div className="google-sign-in">
      <p className="divider">or</p>
      <button
        type="button"
        className="button button-secondary button-block"
        disabled={isPending}
        onClick={() => window.open('/auth/google/start', 'google-signin', POPUP_FEATURES)}
      >
        Continue with Google
      </button>
      <ErrorText>{message}</ErrorText>
    </div>
  );
}
