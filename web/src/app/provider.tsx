import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { BrandStyle } from '@/components/layout/brand-style';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrandStyle />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
