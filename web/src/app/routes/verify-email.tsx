import { useSearchParams } from 'react-router';

import { PageHead } from '@/components/layout/page';
import { VerifyEmail } from '@/features/auth/components/verify-email';

export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHead title="Confirm your email" description="Confirm the email address of your Toolshop account." />
      <VerifyEmail token={searchParams.get('token') ?? ''} />
    </>
  );
}
