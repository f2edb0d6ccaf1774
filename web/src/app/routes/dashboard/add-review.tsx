import { Page } from '@/components/layout/page';
import { AddReviewForm } from '@/features/reviews/components/add-review-form';
import { useSignedInAccount } from '@/lib/auth';

export default function AddReviewRoute() {
  const account = useSignedInAccount();
  return (
    <Page title="Add Review" description="Tell other customers what you think of Toolshop.">
      <AddReviewForm reviewerName={account.name} />
    </Page>
  );
}
