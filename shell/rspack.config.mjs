import { createConfig, DEV_PORTS } from '../rspack.base.mjs';

export default createConfig({ name: 'sefaresh_shell', dir: import.meta.dirname, port: DEV_PORTS.sefaresh_shell, isHost: true });
