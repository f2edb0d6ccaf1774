import { useNavigate, useSearchParams } from 'react-router';

import { PageHead } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  return (
    <>
      <PageHead title="Reset password" description="Choose a new password for your Toolshop account." />
      <ResetPasswordForm
        token={searchParams.get('token') ?? ''}
        onSignedIn={() => navigate(paths.home.getHref(), { replace: true })}
      />
    </>
  );
}
