import type { Database, ListenerState } from './database';

/** A per-process cache that the database keeps current through the notices of one channel. */
export interface NoticedCache {
  hear(notice: string): void;
  /** Keeps answers only while 'live', and empties itself whenever the state changes. */
  listenerIs(state: ListenerState): void;
}

/** Where a cache says it stopped or started keeping answers (the API's logger). */
export interface CacheLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Feeds `cache` the notices of `channel`. It tells `log` when its listener is lost and when it
 * listens again: in between, every call reads the database, which operators see as load, not as an
 * error. `name` says which cache, in those two lines.
 */
export async function hearChanges(
  db: Database,
  channel: string,
  cache: NoticedCache,
  name: string,
  log?: CacheLog,
): Promise<void> {
  let lost = false;
  await db.listen(
    channel,
    (notice) => cache.hear(notice),
    (state) => {
      if (state === 'lost') {
        log?.warn(
          `${name} off: the connection listening on ${channel} was lost; every call reads the database until it listens again`,
        );
      } else if (lost) {
        log?.info(`${name} on again: listening on ${channel}`);
      }
      lost = state === 'lost';
      cache.listenerIs(state);
    },
  );
}
