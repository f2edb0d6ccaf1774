import { useId, useState } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { formatDateTime } from '@/lib/format';
import type { Session } from '@/types/api';

import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { describeBrowser } from '../user-agent';

/** The browsers signed in to this account, and ways to sign them out. */
export function Sessions() {
  const titleId = useId();
  return (
    <section className="card account-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Sessions
      </h2>
      <p className="muted">The browsers signed in to your account, newest first.</p>
      <SessionList />
    </section>
  );
}

const sessionLabel = (session: Session) =>
  `${describeBrowser(session.userAgent)}, signed in ${formatDateTime(session.createdAt)}`;

function SessionList() {
  const { data: sessions, error, isPending } = useSessions();
  const ending = useConfirmedMutation<Session>(useEndSession(), {
    variables: (session) => session.id,
    successMessage: (session) => `Signed out ${describeBrowser(session.userAgent)}`,
  });
  const endOthers = useEndOtherSessions();
  const [confirmingOthers, setConfirmingOthers] = useState(false);

  if (isPending) return <Spinner label="Loading your sessions" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;

  const others = sessions.filter((session) => !session.current);
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ endedCount }) =>
        toast.success(endedCount === 1 ? 'Signed out 1 other session' : `Signed out ${endedCount} other sessions`),
      onSettled: () => setConfirmingOthers(false),
    });

  return (
    <>
      <ul className="session-list">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} onEnd={() => ending.ask(session)} />
        ))}
      </ul>
      {others.length > 0 ? (
        <button type="button" className="button button-secondary align-start" onClick={() => setConfirmingOthers(true)}>
          Sign out of all other sessions
        </button>
      ) : (
        <p className="muted">No other browser is signed in.</p>
      )}

      <ConfirmDialog
        {...ending.dialogProps}
        title="End this session?"
        message={ending.pending && `${sessionLabel(ending.pending)} will be signed out.`}
        confirmLabel="End session"
      />
      <ConfirmDialog
        open={confirmingOthers}
        busy={endOthers.isPending}
        title="Sign out of all other sessions?"
        message={`Every browser signed in to your account but this one will be signed out (${others.length}).`}
        confirmLabel="Sign out others"
        onConfirm={signOutOthers}
        onCancel={() => setConfirmingOthers(false)}
      />
    </>
  );
}

function SessionItem({ session, onEnd }: { session: Session; onEnd: () => void }) {
  const browser = describeBrowser(session.userAgent);
  return (
    <li className="session">
      <div className="session-details">
        <p className="session-browser">
          {browser}
          {session.current && <span className="badge badge-success">This browser</span>}
        </p>
        <p className="session-started">
          Signed in <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
        </p>
        {browser !== session.userAgent && session.userAgent && <p className="session-agent">{session.userAgent}</p>}
      </div>
      {!session.current && (
        <button type="button" className="button button-secondary" aria-label={`End session: ${sessionLabel(session)}`} onClick={onEnd}>
          End
        </button>
      )}
    </li>
  );
}
