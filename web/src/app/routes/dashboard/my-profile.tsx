import { Page } from '@/components/layout/page';
import { AddressBook } from '@/features/addresses/components/address-book';
import { MyProfile } from '@/features/profile/components/profile-form';
import { useSignedInAccount } from '@/lib/auth';

export default function MyProfileRoute() {
  const account = useSignedInAccount();
  return (
    <Page title="My Profile" description="Your Toolshop profile: education, city, phone number and LinkedIn profile, and the addresses your orders go to.">
      <MyProfile account={account} />
      {!account.admin && <AddressBook />}
    </Page>
  );
}
