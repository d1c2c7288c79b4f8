// What the fault lane runs for real: API replicas (src/server.ts in their own processes, as systemd runs them), a
// Redis of the lane's own on a free port (the machine's Redis on 6379 is never touched), and a fake Kavenegar that
// tells which replica called it (each replica gets its own base path) and can leave one replica's calls unanswered.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import readline from 'node:readline';
import { SERVER_ROOT } from '../../src/lib/paths';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with the first line of `proc`'s output that passes `test` (JSON log lines are given as their msg). */
function lineWaiter(proc: ChildProcess) {
  const waiting = new Set<{ test: (line: string) => boolean; resolve: (line: string) => void }>();
  readline.createInterface({ input: proc.stdout! }).on('line', (raw) => {
    let line = raw;
    try {
      line = (JSON.parse(raw) as { msg?: string }).msg ?? raw;
    } catch {
      // not a JSON log line
    }
    for (const w of waiting)
      if (w.test(line)) {
        waiting.delete(w);
        w.resolve(line);
      }
  });
  return (test: (line: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      if (proc.exitCode !== null) return reject(new Error(`process exited (${proc.exitCode})`));
      waiting.add({ test, resolve });
      proc.once('exit', (code) => reject(new Error(`process exited (${code}) before the line came`)));
    });
}

const exitOf = (proc: ChildProcess) =>
  proc.exitCode !== null
    ? Promise.resolve(proc.exitCode)
    : new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));

/** A redis-server of the lane's own (no persistence), stopped and started again on the same port. */
export async function ownRedis() {
  const port = await freePort();
  let proc: ChildProcess | null = null;
  const start = async () => {
    proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await lineWaiter(proc)((line) => line.includes('Ready to accept connections'));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    start,
    async stop() {
      if (!proc) return;
      const running = proc;
      proc = null;
      running.kill('SIGKILL');
      await exitOf(running);
    },
  };
}

export type Replica = Awaited<ReturnType<typeof startReplica>>;

/** An API replica on a free port; resolves once it listens. */
export async function startReplica(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
  });
  const logged = lineWaiter(proc);
  const listening = await logged((line) => line.startsWith('Server listening at '));
  const base = listening.slice('Server listening at '.length);
  return {
    base,
    pid: proc.pid!,
    logged,
    signal: (signal: NodeJS.Signals) => proc.kill(signal),
    exited: () => exitOf(proc),
  };
}

export interface ProviderCall {
  replica: string;
  localid: string | null;
  message: string;
}

/** A Kavenegar stand-in: `${url}/<replica>` is a replica's SMS_BASE_URL; calls of a held replica never answer. */
export async function fakeKavenegar() {
  const calls: ProviderCall[] = [];
  const held = new Set<string>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer(async (req, res) => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(new Uint8Array(chunk));
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const replica = (req.url ?? '').split('/')[1];
    calls.push({ replica, localid: form.get('localid'), message: form.get('message') ?? '' });
    if (held.has(replica)) return void hanging.add(res);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1 }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url,
    calls,
    hold: (replica: string) => held.add(replica),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Checks `condition` every `everyMs` of real time (a process's state, not this one's clock) until it holds. */
export async function until(
  condition: () => Promise<boolean> | boolean,
  what: string,
  forMs = 20_000,
  everyMs = 50,
) {
  const deadline = performance.now() + forMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${forMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
