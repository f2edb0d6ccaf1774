import { Page } from '@/components/layout/page';
import { UserList } from '@/features/users/components/user-list';

/** The spec's Make Admin page, grown into the list of users with every admin action. */
export default function MakeAdminRoute() {
  return (
    <Page title="Make Admin" description="The accounts of Toolshop: make admins, remove admin rights, disable and enable accounts.">
      <UserList />
    </Page>
  );
}
