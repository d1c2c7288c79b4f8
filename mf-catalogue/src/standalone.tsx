// Runs this remote alone (`npm run dev -w mf-catalogue`): shared-ui's StandaloneArea with the catalogue's routes
// (public pages: no session needed).
import { StandaloneArea } from '@sefaresh/shared-ui';
import App from './app';

export function Standalone() {
  return <StandaloneArea app={App} paths={['/product', '/product/newarrivals']} home="/product" />;
}
