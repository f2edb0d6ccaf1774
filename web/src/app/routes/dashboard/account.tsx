import { Page } from '@/components/layout/page';
import { AccountNameForm } from '@/features/auth/components/account-name-form';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { Sessions } from '@/features/auth/components/sessions';
import { useSignedInAccount } from '@/lib/auth';

export default function AccountRoute() {
  const account = useSignedInAccount();
  return (
    <Page title="Account" description="Your Toolshop account: its name, its password and where it is signed in.">
      <p className="account-email">
        Signed in as <strong className="break-anywhere">{account.email}</strong>
      </p>
      <div className="account-sections">
        <AccountNameForm account={account} />
        <ChangePasswordForm />
        <Sessions />
      </div>
    </Page>
  );
}
