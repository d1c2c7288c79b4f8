// A replica listens on loopback unless HOST says otherwise, and warns at start when it believes a hop count of
// proxies while listening where anyone can reach it (a direct client would then choose its own address).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { trustProxyWarning } from '../../src/config/trust-proxy';

test('the API listens on loopback by default', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefaresh-host-'));
  expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
  expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
});

test('a hop count of trusted proxies on a public bind is warned about', () => {
  for (const host of ['0.0.0.0', '::', '203.0.113.7'])
    expect(trustProxyWarning(1, host)).toMatch(/TRUST_PROXY/);
});

test('no warning on a private bind, for a list of proxy addresses, or without a proxy', () => {
  for (const host of [
    '127.0.0.1',
    '::1',
    'localhost',
    '10.0.0.5',
    '192.168.1.20',
    '172.16.4.1',
    'fd12:3456::1',
  ])
    expect(trustProxyWarning(1, host)).toBeNull();
  expect(trustProxyWarning(['10.0.0.2'], '0.0.0.0')).toBeNull();
  expect(trustProxyWarning(false, '0.0.0.0')).toBeNull();
});
