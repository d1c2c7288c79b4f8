import { createConfig, DEV_PORTS } from '../rspack.base.mjs';

export default createConfig({
  name: 'mf_catalogue',
  dir: import.meta.dirname,
  port: DEV_PORTS.mf_catalogue,
  exposes: { './App': './src/app.tsx' },
});
