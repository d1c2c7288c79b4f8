// Runs this remote alone (`npm run dev -w mf-admin`): shared-ui's StandaloneArea with the admin's routes.
import { login, useAuthStore } from '@sefaresh/shared-api';
import { StandaloneArea, type StandaloneSession } from '@sefaresh/shared-ui';
import App from './app';

const session: StandaloneSession = {
  useSignedIn: () => useAuthStore((s) => Boolean(s.user && s.accessToken)),
  signIn: (email, password) => login({ email, password }),
};

export function Standalone() {
  return <StandaloneArea app={App} paths={['/admin/*']} home="/admin" session={session} />;
}
