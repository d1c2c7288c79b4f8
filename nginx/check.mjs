// Checks nginx.conf with `nginx -t` on a rendered prefix, and its TLS variant (tls.mjs) with a self-signed
// certificate, when nginx is installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploy, renderConfig } from './deploy.mjs';

// Rules the API's limits rely on: the client's X-Forwarded-For is replaced, never appended to, and the
// access log never writes a query string (where a token could be).
const text = readFileSync(path.join(import.meta.dirname, 'nginx.conf'), 'utf8');
const broken = [
  [/\$proxy_add_x_forwarded_for/, 'X-Forwarded-For must be $remote_addr, not appended to'],
  [/access_log\s+\S+\s*;/, 'access_log must name the sefaresh log_format (no query string)'],
  [
    /log_format[^;]*\$(request|request_uri|args|query_string)\b/,
    'log_format must not write the query string',
  ],
].filter(([re]) => re.test(text));
// nginx drops inherited add_header lines in a location that has its own: each such location repeats HSTS
for (const [, name, body] of text.matchAll(/location (\S+) \{([^}]*)\}/g))
  if (/add_header/.test(body) && !/Strict-Transport-Security \$sefaresh_hsts/.test(body))
    broken.push([null, `location ${name} has add_header lines but not Strict-Transport-Security`]);
// the 503 nginx answers when no replica is reachable says what the API says (the rules module's one text)
const rules = readFileSync(
  path.join(import.meta.dirname, '..', 'shared-api', 'src', 'rules', 'http-errors.ts'),
  'utf8',
);
const unavailable = /\b503: '([^']+)'/.exec(rules)?.[1];
if (!unavailable || !text.includes(`return 503 '{"error":"${unavailable}"}'`))
  broken.push([
    null,
    'the @api_unavailable answer must be HTTP_ERROR_TEXTS[503] of shared-api/src/rules/http-errors.ts',
  ]);
// the error log writes a request's whole first line: a token in a query string is refused before anything logs it
if (!/if \(\$args ~\* "[^"]*token[^"]*"\) \{\s*return 400;/.test(text))
  broken.push([null, 'location /api/ must refuse a token in the query string (return 400)']);
for (const [, why] of broken) console.error(`nginx.conf: ${why}`);
if (broken.length) process.exit(1);

const nginx =
  spawnSync('which', ['nginx']).status === 0
    ? 'nginx'
    : ['/usr/sbin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);
if (!nginx) {
  console.log('nginx is not installed here; config not checked');
  process.exit(0);
}
/** `nginx -t` of the configuration file; prints nginx's verdict, answers whether it passed. */
function test(prefix, conf, label) {
  const r = spawnSync(nginx, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  process.stdout.write(r.stderr.replace(/(test is successful|test failed)/, `$1 (${label})`));
  return r.status === 0;
}

/** The TLS variant with a self-signed certificate; true when openssl is missing (nothing to check it with). */
function testTls(prefix) {
  const cert = path.join(prefix, 'tls-cert.pem');
  const key = path.join(prefix, 'tls-key.pem');
  const subject = ['-subj', '/CN=localhost', '-days', '1', '-keyout', key, '-out', cert];
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', ...subject]);
  if (made.status !== 0) {
    console.log('openssl is not installed here; TLS variant not checked');
    return true;
  }
  const conf = path.join(prefix, 'nginx-tls.conf');
  const tls = { serverName: 'localhost', certificate: cert, certificateKey: key };
  writeFileSync(conf, renderConfig({ listen: '127.0.0.1:8443', upstreams: ['127.0.0.1:8081'], tls }));
  return test(prefix, conf, 'TLS variant');
}

const prefix = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-nginx-'));
const ok = test(prefix, deploy(prefix), 'HTTP') && testTls(prefix);
rmSync(prefix, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
