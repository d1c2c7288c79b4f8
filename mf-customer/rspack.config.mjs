import { createConfig, DEV_PORTS } from '../rspack.base.mjs';

export default createConfig({
  name: 'mf_customer',
  dir: import.meta.dirname,
  port: DEV_PORTS.mf_customer,
  exposes: {
    './App': './src/app.tsx',
    // the profile, shared with the dealer panel's profile modal (docs/contracts.md)
    './ProfileView': './src/profile-view-expose.tsx',
  },
});
