import { createConfig, DEV_PORTS } from '../rspack.base.mjs';

export default createConfig({
  name: 'mf_customer',
  dir: import.meta.dirname,
  port: DEV_PORTS.mf_customer,
  exposes: { './App': './src/app.tsx' },
});
