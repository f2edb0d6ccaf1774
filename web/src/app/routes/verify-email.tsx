import { useSearchParams } from 'react-router';

import { VerifyEmail } from '@/features/auth/components/verify-email';

export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <title>Confirm your email · Toolshop</title>
      <VerifyEmail token={searchParams.get('token') ?? ''} />
    </>
  );
}
