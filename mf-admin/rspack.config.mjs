import { createConfig, DEV_PORTS } from '../rspack.base.mjs';

export default createConfig({
  name: 'mf_admin',
  dir: import.meta.dirname,
  port: DEV_PORTS.mf_admin,
  exposes: { './App': './src/app.tsx' },
});
