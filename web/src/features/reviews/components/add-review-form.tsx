import { Link } from 'react-router';

import { Field, TextAreaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/form';

import { reviewSchema, useCreateReview } from '../api/create-review';
import { useMyReview } from '../api/get-my-review';

const emptyReview = { ratings: '', description: '' };

/** The form of a review of the shop; in its place, who may write one to a customer who may not. */
export function AddReviewForm({ reviewerName }: { reviewerName: string }) {
  const mine = useMyReview();
  if (mine.isPending) return <Spinner />;
  const refusal = mine.data?.refusal;
  if (refusal) {
    return (
      <div className="notice">
        <p className="notice-text">
          {refusal}. Once an order of yours is paid, come back to tell us how it went.
        </p>
        <Link to={paths.home.getHref()}>Browse the tools</Link>
      </div>
    );
  }
  return <ReviewForm reviewerName={reviewerName} />;
}

function ReviewForm({ reviewerName }: { reviewerName: string }) {
  const createReview = useCreateReview();
  const form = useForm(emptyReview, reviewSchema, createReview.error);

  return (
    <form
      noValidate
      className="form"
      onSubmit={form.handleSubmit((values) =>
        createReview.mutate(
          { ratings: Number(values.ratings), description: values.description.trim() },
          {
            onSuccess: () => {
              toast.success('Review updated successfully');
              form.reset();
            },
          },
        ),
      )}
    >
      {/* The server signs every review with the account's name, so it is shown, not asked. */}
      <Field
        label="Your name"
        name="name"
        value={reviewerName}
        readOnly
        hint={
          <>
            Reviews are signed with your account name. Change it on the{' '}
            <Link to={paths.dashboard.account.getHref()}>Account</Link> page.
          </>
        }
      />
      <Field label="Ratings (1 to 5)" type="number" min={1} max={5} inputMode="numeric" {...form.field('ratings')} />
      <TextAreaField label="Description" {...form.field('description')} />
      <button type="submit" className="button" disabled={createReview.isPending}>
        Add Review
      </button>
    </form>
  );
}
