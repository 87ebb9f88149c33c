import pg from 'pg';
import type { ListenerState } from './database';

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

/**
 * LISTENs on `channel` over a connection of its own (a LISTEN belongs to its session, so never a
 * pooled one). When that connection fails or ends it reports 'lost' and connects again, waiting
 * 100 ms, then twice as long after each failure up to 5 s. Resolves after the first attempt, with
 * the function that stops listening.
 */
export async function startPostgresListener(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (state: ListenerState) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  // 'error' and 'end' both come for one failure, and a failed attempt ends its client too: only
  // the first report about the current client counts.
  const lose = (client: pg.Client) => {
    if (client !== current) return;
    current = null;
    client.end().catch(() => {});
    onState('lost');
    if (stopped) return;
    retry = setTimeout(() => void connect(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      lose(client);
      return;
    }
    if (client !== current) return;
    retryMs = FIRST_RETRY_MS;
    onState('live');
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
