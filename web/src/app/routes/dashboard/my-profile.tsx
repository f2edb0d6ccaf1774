import { Page } from '@/components/layout/page';
import { MyProfile } from '@/features/profile/components/profile-form';
import { useSignedInAccount } from '@/lib/auth';

export default function MyProfileRoute() {
  const account = useSignedInAccount();
  return (
    <Page title="My Profile" description="Your Toolshop profile: education, city, phone number and LinkedIn profile.">
      <MyProfile account={account} />
    </Page>
  );
}
