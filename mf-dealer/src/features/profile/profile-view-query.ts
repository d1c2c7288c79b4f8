import { loadProfileView } from './load-profile-view';

/** The shared profile view as a query: loaded once per page, a failure shown with retry. */
export const profileViewQuery = {
  queryKey: ['dealer', 'shared-profile-view'] as const,
  queryFn: () => loadProfileView(),
  staleTime: Number.POSITIVE_INFINITY,
};
