import { useNavigate, useSearchParams } from 'react-router';

import { paths, safeRedirect } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = searchParams.get('redirectTo');

  return (
    <>
      <title>Login · Toolshop</title>
      <LoginForm
        signupHref={paths.signup.getHref(redirectTo ?? undefined)}
        onSignedIn={() => navigate(safeRedirect(redirectTo), { replace: true })}
      />
    </>
  );
}
