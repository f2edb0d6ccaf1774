import { Page } from '@/components/layout/page';
import { MakeAdmin } from '@/features/users/components/make-admin';

export default function MakeAdminRoute() {
  return (
    <Page title="Make Admin">
      <MakeAdmin />
    </Page>
  );
}
