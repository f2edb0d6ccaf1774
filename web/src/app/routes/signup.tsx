import { useNavigate, useSearchParams } from 'react-router';

import { paths, safeRedirect } from '@/config/paths';
import { SignupForm } from '@/features/auth/components/signup-form';

export default function SignupRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = searchParams.get('redirectTo');

  return (
    <>
      <title>Sign Up · Toolshop</title>
      <SignupForm
        loginHref={paths.login.getHref(redirectTo ?? undefined)}
        onSignedIn={() => navigate(safeRedirect(redirectTo), { replace: true })}
      />
    </>
  );
}
