// At the production level the log has one line per request, written after the answer: method,
// path, status and time, with any token in a query string masked; not Fastify's two lines with the serialized
// request and answer.
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { testDatabase } from './helpers';

test('one line per request, with method, path, status and time, tokens masked', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const app = await buildApp({
    config: testConfig({ logLevel: 'info', database: await testDatabase() }),
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
  try {
    await app.ready();
    lines.length = 0;
    const ok = await app.inject({
      method: 'GET',
      url: '/api/health/?token=secret-value&x=1&access_token=secret-two&Refresh=secret-three&otp=secret-four',
    });
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-path/' });
    const requests = lines.filter((l) => l.reqId !== undefined);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      url: '/api/health/?token=***&x=1&access_token=***&Refresh=***&otp=***',
      status: ok.statusCode,
    });
    expect(typeof requests[0].ms).toBe('number');
    expect(requests[1]).toMatchObject({ url: '/api/no-such-path/', status: missing.statusCode });
    expect(JSON.stringify(lines)).not.toMatch(/secret-(value|two|three|four)/);
    expect(lines.map((l) => l.msg)).not.toContain('incoming request');
  } finally {
    await app.close();
  }
});
