import { useLocation, useNavigate } from 'react-router';

import { PageHead } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { FirstAdminForm } from '@/features/auth/components/first-admin-form';

/**
 * /setup#token=…: the new owner creates the first admin. The token travels after "#", which
 * browsers never send, so it stays out of logs and referrers.
 */
export default function SetupRoute() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

  return (
    <>
      <PageHead title="Set up your shop" description="Create the first admin of this Toolshop." />
      <FirstAdminForm token={token} onSignedIn={() => navigate(paths.dashboard.shop.getHref(), { replace: true })} />
    </>
  );
}
