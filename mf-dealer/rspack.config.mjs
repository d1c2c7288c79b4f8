import { createConfig, DEV_PORTS } from '../rspack.base.mjs';

export default createConfig({
  name: 'mf_dealer',
  dir: import.meta.dirname,
  port: DEV_PORTS.mf_dealer,
  exposes: { './App': './src/app.tsx' },
});
