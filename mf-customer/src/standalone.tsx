// Runs this remote alone (`npm run dev -w mf-customer`): shared-ui's StandaloneArea with the customer's routes.
import { login, useAuthStore } from '@sefaresh/shared-api';
import { StandaloneArea, type StandaloneSession } from '@sefaresh/shared-ui';
import App from './app';

const session: StandaloneSession = {
  useSignedIn: () => useAuthStore((s) => Boolean(s.user && s.accessToken)),
  signIn: (email, password) => login({ email, password }),
};
const PATHS = ['/dashboard', '/orders/create', '/orders/:orderId', '/profile'];

export function Standalone() {
  return <StandaloneArea app={App} paths={PATHS} home="/dashboard" session={session} />;
}
