// The bench's baseline: a bare node:http server in its own process, answering every request with the bytes of
// one API answer (status, content type and body from the environment). Prints its port on standard output.
import http from 'node:http';

const status = Number(process.env.BARE_STATUS ?? 200);
const contentType = process.env.BARE_CONTENT_TYPE ?? 'application/json';
const body = Buffer.from(process.env.BARE_BODY ?? '', 'base64');

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(status, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
