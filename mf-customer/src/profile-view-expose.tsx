// What mf-customer exposes as `./ProfileView` (docs/contracts.md): the profile, for the dealer panel's profile
// modal (ARCHITECTURE.md §2: shared through a federation expose, not copied). Like `./App` it wraps itself in
// shared-ui's ThemeProvider (antd is bundled per remote, so the host area's theme does not reach this one's antd)
// and its own query client (the profile reads its data through TanStack Query).
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { ProfileView, type ProfileViewProps } from './features/profile';

export default function SharedProfileView(props: ProfileViewProps) {
  return (
    <ThemeProvider>
      <AreaQueryProvider>
        <ProfileView {...props} />
      </AreaQueryProvider>
    </ThemeProvider>
  );
}
