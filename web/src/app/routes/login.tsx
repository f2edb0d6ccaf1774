import { useNavigate, useSearchParams } from 'react-router';

import { PageHead } from '@/components/layout/page';
import { paths, safeRedirect } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = searchParams.get('redirectTo');

  return (
    <>
      <PageHead
        title="Login · Toolshop"
        description="Sign in to Toolshop to order tools, pay by card and follow your orders."
      />
      <LoginForm
        signupHref={paths.signup.getHref(redirectTo ?? undefined)}
        onSignedIn={() => navigate(safeRedirect(redirectTo), { replace: true })}
      />
    </>
  );
}
