import { useNavigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  return (
    <>
      <title>Reset password · Toolshop</title>
      <ResetPasswordForm
        token={searchParams.get('token') ?? ''}
        onSignedIn={() => navigate(paths.home.getHref(), { replace: true })}
      />
    </>
  );
}
