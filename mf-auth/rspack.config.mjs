import { createConfig, DEV_PORTS } from '../rspack.base.mjs';

export default createConfig({
  name: 'mf_auth',
  dir: import.meta.dirname,
  port: DEV_PORTS.mf_auth,
  exposes: { './App': './src/app.tsx' },
});
