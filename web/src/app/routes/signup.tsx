import { useNavigate, useSearchParams } from 'react-router';

import { PageHead } from '@/components/layout/page';
import { paths, safeRedirect } from '@/config/paths';
import { SignupForm } from '@/features/auth/components/signup-form';

export default function SignupRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = searchParams.get('redirectTo');

  return (
    <>
      <PageHead
        title="Sign Up"
        description="Create a Toolshop account to order hand tools and power tools and pay by card."
      />
      <SignupForm
        loginHref={paths.login.getHref(redirectTo ?? undefined)}
        onSignedIn={() => navigate(safeRedirect(redirectTo), { replace: true })}
      />
    </>
  );
}
