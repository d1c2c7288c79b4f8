// LISTEN on a PostgreSQL channel from a connection of its own, kept open: when it drops (a restart, a failover,
// a terminated backend) it is opened again after a pause, so a replica keeps hearing its peers' notifications.
import pg from 'pg';

const RECONNECT_MS = 2_000;

export type Unlisten = () => Promise<void>;

export async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError: (err: Error) => void,
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (err) => {
      onError(err);
      next.end().catch(() => undefined);
      if (client === next) client = null;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      client = next;
      // messages queued while we were away are picked up by this wake-up
      onNotify('');
    } catch (err) {
      onError(err as Error);
      await next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
