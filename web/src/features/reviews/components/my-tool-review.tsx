import { useState } from 'react';
import { Link, useLocation } from 'react-router';

import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { useAccount } from '@/lib/auth';

import { useDeleteToolReview } from '../api/delete-tool-review';
import { useMyToolReview } from '../api/get-my-tool-review';
import { ToolReviewForm } from './tool-review-form';
import { ToolReviewItem } from './tool-review-item';

/**
 * The signed-in customer's part: a form to write their review, or their review with Edit and
 * Delete; anyone who did not buy the tool is told why they cannot review it. A visitor is
 * asked to sign in, and comes back here after.
 */
export function MyToolReview({ toolId }: { toolId: string }) {
  const { data: account, isPending: accountPending } = useAccount();
  const location = useLocation();
  const mine = useMyToolReview(toolId, Boolean(account));
  const [editing, setEditing] = useState(false);
  const removal = useConfirmedMutation<string>(useDeleteToolReview(toolId), {
    variables: () => toolId,
    successMessage: () => 'Your review is deleted',
  });

  if (accountPending) return null;
  if (!account) {
    return (
      <p className="my-tool-review">
        <Link to={paths.login.getHref(location.pathname + location.search)}>Sign in to review</Link> this tool.
      </p>
    );
  }
  if (mine.isPending) return <Spinner />;
  if (mine.error) return <p className="field-error">{mine.error.message}</p>;

  const { review, refusal } = mine.data;
  if (refusal) return <p className="my-tool-review">{refusal}.</p>;
  return (
    <section className="my-tool-review" aria-labelledby="my-tool-review">
      <h3 id="my-tool-review">{review ? 'Your review' : 'Write a review'}</h3>
      {!review ? (
        <ToolReviewForm toolId={toolId} />
      ) : editing ? (
        <ToolReviewForm toolId={toolId} review={review} onDone={() => setEditing(false)} />
      ) : (
        <ToolReviewItem
          review={review}
          titleLevel={4}
          actions={
            <>
              <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
                Edit
              </button>
              <button type="button" className="button button-danger" onClick={() => removal.ask(review._id)}>
                Delete
              </button>
            </>
          }
        />
      )}
      <ConfirmDialog
        {...removal.dialogProps}
        title="Delete your review?"
        message="Your review and its stars will no longer show on this tool."
        confirmLabel="Delete"
      />
    </section>
  );
}
