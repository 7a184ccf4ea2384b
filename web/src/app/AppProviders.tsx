import { BlueprintProvider } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './queryClient.js';

export interface AppProvidersProps {
  children: ReactNode;
}

/** BlueprintProvider brings the overlays, portal and hotkeys providers Blueprint 6 expects. */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <BlueprintProvider>{children}</BlueprintProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
