// What mf-customer exposes as `./ProfileView` (docs/contracts.md): the profile, for the dealer panel's profile
// modal (ARCHITECTURE.md §2: shared through a federation expose, not copied). Like `./App` it wraps itself in
// shared-ui's ThemeProvider: antd is bundled per remote, so the host area's theme does not reach this one's antd.
import { ThemeProvider } from '@sefaresh/shared-ui';
import { ProfileView, type ProfileViewProps } from './features/profile';

export default function SharedProfileView(props: ProfileViewProps) {
  return (
    <ThemeProvider>
      <ProfileView {...props} />
    </ThemeProvider>
  );
}
