// Is the signed-in user a super admin? Only they create users, activate or deactivate, change rates
// and pay commissions; the pages hide or disable those actions for other staff (the server refuses them too).
import { useAuthStore } from '@sefaresh/shared-api';

export function useIsSuperuser(): boolean {
  return useAuthStore((s) => Boolean(s.user?.is_superuser));
}
