// Serves the TLS variant (tls.mjs) with a self-signed certificate on free local ports and checks what a browser
// gets: plain HTTP redirects to the same path on HTTPS (ACME challenges excepted), and every HTTPS answer, errors
// included, carries HSTS, once (the API sends its own, which nginx drops). Run by `npm run check:deploy`; skipped where nginx or openssl is missing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { deploy, renderConfig } from './deploy.mjs';

const port = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
const nginx = ['nginx', '/usr/sbin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);
const prefix = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-tls-'));
const [httpPort, httpsPort, apiPort] = [await port(), await port(), await port()];
// a stand-in replica that sends HSTS as the API's helmet does
const api = http
  .createServer((_req, res) => {
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  })
  .listen(apiPort, '127.0.0.1');
const upstreams = [`127.0.0.1:${apiPort}`];
// deploy() lays the prefix out anew, so the certificate is made after it
const conf = deploy(prefix, { listen: `127.0.0.1:${httpsPort}`, upstreams });
const cert = path.join(prefix, 'cert.pem');
const key = path.join(prefix, 'key.pem');
const openssl = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1'];
if (!nginx || spawnSync('openssl', [...openssl, '-keyout', key, '-out', cert]).status !== 0) {
  console.log('nginx or openssl is not installed here; TLS behaviour not checked');
  api.close();
  rmSync(prefix, { recursive: true, force: true });
  process.exit(0);
}

/** One GET; answers status, headers and body. */
const get = (url) =>
  new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    client
      .get(url, { rejectUnauthorized: false }, (res) => {
        let body = '';
        res
          .on('data', (c) => (body += c))
          .on('end', () =>
            resolve({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, body }),
          );
      })
      .on('error', reject);
  });

const tls = {
  serverName: 'localhost',
  certificate: cert,
  certificateKey: key,
  httpListen: `127.0.0.1:${httpPort}`,
};
writeFileSync(conf, renderConfig({ listen: `127.0.0.1:${httpsPort}`, upstreams, tls }));
mkdirSync(path.join(prefix, 'acme', '.well-known', 'acme-challenge'), { recursive: true });
writeFileSync(path.join(prefix, 'acme', '.well-known', 'acme-challenge', 'token-1'), 'challenge-answer');
const server = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });

const problems = [];
try {
  const base = `http://127.0.0.1:${httpPort}`;
  const secure = `https://127.0.0.1:${httpsPort}`;
  for (let i = 0; i < 50 && !(await get(`${secure}/`).catch(() => null)); i++)
    await new Promise((r) => setTimeout(r, 100));
  const redirect = await get(`${base}/orders/5?tab=items`);
  if (redirect.status !== 301 || redirect.headers.location !== `${secure}/orders/5?tab=items`)
    problems.push(
      `HTTP answered ${redirect.status} → ${redirect.headers.location}, not 301 to the same on HTTPS`,
    );
  const challenge = await get(`${base}/.well-known/acme-challenge/token-1`);
  if (challenge.status !== 200 || challenge.body !== 'challenge-answer')
    problems.push(`the ACME challenge answered ${challenge.status} over HTTP`);
  // the shell's location, a remote's (a 404) and the API's each send HSTS, exactly once
  for (const url of ['/', '/mf/auth/missing.js', '/api/health/']) {
    const res = await get(`${secure}${url}`);
    const hsts = res.rawHeaders.filter(
      (h, i) => i % 2 === 0 && h.toLowerCase() === 'strict-transport-security',
    );
    if (!/^max-age=\d{8,}/.test(res.headers['strict-transport-security'] ?? ''))
      problems.push(`HTTPS ${url} (${res.status}) has no Strict-Transport-Security`);
    else if (hsts.length !== 1)
      problems.push(`HTTPS ${url} (${res.status}) sends ${hsts.length} HSTS headers`);
  }
} catch (err) {
  problems.push(String(err));
} finally {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  api.close();
  rmSync(prefix, { recursive: true, force: true });
}
for (const p of problems) console.error(`TLS variant: ${p}`);
if (problems.length) process.exit(1);
console.log('TLS variant: HTTP redirects to HTTPS, ACME challenges pass, HTTPS answers carry HSTS once');
