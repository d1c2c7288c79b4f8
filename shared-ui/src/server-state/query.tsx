// Server state in every area: one TanStack Query client per mounted area. Queries are keyed, keep their last
// data while a new key loads (keepPreviousData, for paged lists), and a change invalidates the keys it touches
// instead of reloading on a timer.
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * Failures are shown at once (no silent retries: a 4xx will not change, and the API client already retried a
 * 401 after refreshing the session); a window regaining focus does not reload behind the user's back.
 */
export function createAreaQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export interface AreaQueryProviderProps {
  children: ReactNode;
  /** Tests pass their own client; an area creates one for its lifetime. */
  client?: QueryClient;
}

export function AreaQueryProvider({ children, client }: AreaQueryProviderProps) {
  const [own] = useState(() => client ?? createAreaQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
