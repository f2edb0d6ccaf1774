import { Page } from '@/components/layout/page';
import { AddReviewForm } from '@/features/reviews/components/add-review-form';
import { useSignedInAccount } from '@/lib/auth';

export default function AddReviewRoute() {
  const account = useSignedInAccount();
  return (
    <Page title="Add Review">
      <AddReviewForm reviewerName={account.name} />
    </Page>
  );
}
