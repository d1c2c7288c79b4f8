// Serves the production builds the way nginx lays them out: the shell at / (SPA fallback to index.html),
// each remote at /mf/<area>/, /remotes.json and mf-manifest.json with no-cache, hashed files as immutable,
// and /api/ proxied to the API (SEFARESH_API_URL, default http://127.0.0.1:8000).
//   node shell/scripts/preview.mjs [port]        (default 8090)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const AREAS = ['auth', 'customer', 'dealer', 'admin', 'catalogue'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

function send(res, file, status = 200) {
  const name = path.basename(file);
  const hashed = /\.[0-9a-f]{8}\.(js|css|woff2?|ttf|png|svg)$/.test(name);
  res.writeHead(status, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  fs.createReadStream(file).pipe(res);
}

function fileIn(dir, rel) {
  const file = path.join(dir, decodeURIComponent(rel));
  if (!file.startsWith(dir + path.sep)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function proxyApi(req, res) {
  const target = new URL(req.url, process.env.SEFARESH_API_URL ?? 'http://127.0.0.1:8000');
  const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: 'سرور در دسترس نیست' }));
  });
  req.pipe(upstream);
}

export function createPreviewServer() {
  const shellDist = path.join(ROOT, 'shell', 'dist');
  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (pathname.startsWith('/api/')) return proxyApi(req, res);
    const remote = pathname.match(/^\/mf\/([a-z]+)\/(.*)$/);
    if (remote && AREAS.includes(remote[1])) {
      const file = fileIn(path.join(ROOT, `mf-${remote[1]}`, 'dist'), remote[2]);
      if (file) return send(res, file);
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    const file = pathname !== '/' && fileIn(shellDist, pathname.slice(1));
    if (file) return send(res, file);
    if (path.extname(pathname) && pathname !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    return send(res, path.join(shellDist, 'index.html'));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 8090);
  createPreviewServer().listen(port, '127.0.0.1', () => console.log(`preview on http://127.0.0.1:${port}/`));
}
