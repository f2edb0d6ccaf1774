import { useState } from 'react';
import { matchPath, useNavigate, useSearchParams } from 'react-router';

import { PageHead } from '@/components/layout/page';
import { paths, safeRedirect } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { GuestLinkForm } from '@/features/orders/components/guest-link-form';
import { useTool } from '@/features/tools/api/get-tool';

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = searchParams.get('redirectTo');
  const [findingOrder, setFindingOrder] = useState(false);
  // Sent here by Buy Now: say why, naming the tool (known already when it came from its page).
  const buying = redirectTo ? matchPath(paths.purchase.path, redirectTo.split('?')[0])?.params.toolId : undefined;
  const { data: tool } = useTool(buying);

  return (
    <>
      <PageHead
        title="Login"
        description="Sign in to Toolshop to order tools, pay by card and follow your orders."
      />
      {tool && (
        <p className="sign-in-reason" role="status">
          Sign in to buy {tool.name}
        </p>
      )}
      <LoginForm
        signupHref={paths.signup.getHref(redirectTo ?? undefined)}
        onSignedIn={() => navigate(safeRedirect(redirectTo), { replace: true })}
      />
      {/* A guest has no account to sign in to: their order's link is mailed again instead. */}
      <details className="auth-card card guest-link" onToggle={(event) => setFindingOrder(event.currentTarget.open)}>
        <summary>Checked out as a guest? Find your order</summary>
        {/* Drawn once opened, so that the page has one field named Email until then. */}
        {findingOrder && (
          <>
            <p>We mail the link to your order again to the email you checked out with.</p>
            <GuestLinkForm />
          </>
        )}
      </details>
    </>
  );
}
