// The TLS variant of nginx.conf: the same http block and locations (one source), served on HTTPS, with a plain
// HTTP server that only answers ACME challenges and redirects everything else to HTTPS. HSTS comes from
// nginx.conf's `$sefaresh_hsts` map, which is set on HTTPS connections only.
//   renderConfig({ listen, upstreams, tls: { serverName, certificate, certificateKey } })     (deploy.mjs)
//   node nginx/tls.mjs <prefix>/nginx.conf --server-name shop.example.ir \
//     --certificate /etc/letsencrypt/live/shop.example.ir/fullchain.pem \
//     --key /etc/letsencrypt/live/shop.example.ir/privkey.pem [--http-listen 80]
// The second form turns a prefix laid out by deploy.mjs into HTTPS in place (the `listen` it was given becomes the
// HTTPS one: deploy it with --listen 443). Certificates of Let's Encrypt: webroot <prefix>/acme.
import { readFileSync, writeFileSync } from 'node:fs';

const SERVER_HEAD = /( {2}server \{\n)( {4}listen )(\S+?);\n {4}server_name _;\n/;

/** The port of an nginx `listen` value ("443", "127.0.0.1:8443", "[::]:443"). */
const portOf = (listen) => listen.match(/(\d+)$/)[1];

/**
 * nginx.conf (as renderConfig writes it) with its server on TLS. serverName: the host names; certificate and
 * certificateKey: PEM paths readable by nginx; httpListen: where the redirecting HTTP server listens (80).
 */
export function withTls(conf, { serverName, certificate, certificateKey, httpListen = '80' }) {
  // names are separated by spaces; no value may end the directive or open a block
  const values = {
    serverName,
    certificate: certificate?.replace(/ /g, ';'),
    certificateKey: certificateKey?.replace(/ /g, ';'),
  };
  for (const [name, value] of Object.entries(values))
    if (!value || /[;{}\t\n]/.test(value)) throw new Error(`tls.${name} is missing or not one nginx value`);
  const head = conf.match(SERVER_HEAD);
  if (!head) throw new Error('nginx.conf: the server block to put on TLS was not found');
  const httpsListen = head[3] === '80' ? '443' : head[3];
  const port = portOf(httpsListen);
  const redirect = [
    '  server {',
    `    listen ${httpListen};`,
    `    server_name ${serverName};`,
    '    location /.well-known/acme-challenge/ {',
    '      root acme;',
    '    }',
    '    location / {',
    `      return 301 https://$host${port === '443' ? '' : `:${port}`}$request_uri;`,
    '    }',
    '  }',
    '',
  ].join('\n');
  const tls = [
    `${head[1]}${head[2]}${httpsListen} ssl http2;`,
    `    server_name ${serverName};`,
    `    ssl_certificate ${certificate};`,
    `    ssl_certificate_key ${certificateKey};`,
    '    ssl_protocols TLSv1.2 TLSv1.3;',
    '    ssl_prefer_server_ciphers off;',
    '    ssl_session_cache shared:sefaresh_tls:10m;',
    '    ssl_session_timeout 1d;',
    '    ssl_session_tickets off;',
    '',
  ].join('\n');
  return conf.replace(SERVER_HEAD, () => `${redirect}\n${tls}`);
}

if (process.argv[1] === import.meta.filename) {
  const [file, ...args] = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  if (!file) {
    console.error(
      'usage: node nginx/tls.mjs <nginx.conf> --server-name <names> --certificate <pem> --key <pem>',
    );
    process.exit(2);
  }
  const tls = {
    serverName: opt('--server-name'),
    certificate: opt('--certificate'),
    certificateKey: opt('--key'),
    httpListen: opt('--http-listen'),
  };
  writeFileSync(file, withTls(readFileSync(file, 'utf8'), tls));
  console.log(file);
}
