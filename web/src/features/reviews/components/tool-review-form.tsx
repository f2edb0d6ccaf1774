import { Field, TextAreaField } from '@/components/ui/field';
import { ErrorText } from '@/components/ui/error-text';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useForm } from '@/lib/form';
import type { ToolReview } from '@/types/api';

import { toolReviewSchema, useCreateToolReview, type ToolReviewFormValues } from '../api/create-tool-review';
import { useUpdateToolReview } from '../api/update-tool-review';

type ToolReviewFormProps = {
  toolId: string;
  /** The review being edited; none for a new one. */
  review?: ToolReview;
  /** Called once the review is saved, and on Cancel of an edit. */
  onDone?: () => void;
};

const valuesOf = (review?: ToolReview): ToolReviewFormValues => ({
  ratings: review ? String(review.ratings) : '',
  title: review?.title ?? '',
  description: review?.description ?? '',
});

/** Writes the customer's review of the tool, or edits it. The server's refusal (a 403 to a non-buyer) shows as it is. */
export function ToolReviewForm({ toolId, review, onDone }: ToolReviewFormProps) {
  const create = useCreateToolReview(toolId);
  const update = useUpdateToolReview(toolId);
  const save = review ? update : create;
  const form = useForm(valuesOf(review), toolReviewSchema, save.error);
  const refusal = isApiError(save.error, 403, 409) ? save.error.message : undefined;

  return (
    <form
      noValidate
      className="form tool-review-form"
      aria-label={review ? 'Edit your review' : 'Write a review'}
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          { ratings: Number(values.ratings), title: values.title.trim(), description: values.description.trim() },
          {
            onSuccess: () => {
              toast.success(review ? 'Your review is updated' : 'Thank you for your review');
              form.reset();
              onDone?.();
            },
          },
        ),
      )}
    >
      <Field label="Ratings (1 to 5)" type="number" min={1} max={5} inputMode="numeric" {...form.field('ratings')} />
      <Field label="Title" maxLength={120} {...form.field('title')} />
      <TextAreaField label="Description" {...form.field('description')} />
      <ErrorText>{refusal}</ErrorText>
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {review ? 'Save review' : 'Submit review'}
        </button>
        {review && (
          <button type="button" className="button button-secondary" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
