import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** The channel the database's triggers announce changes on (migration 0005_change_announcements). */
export const CHANGES_CHANNEL = 'margin_changes';

/** A server's own marker on the channel (see `settled`), never a change. */
const SETTLED_MARK = 'settled:';

/**
 * One announced change: a row of `table` changed, for the user `userId` when the row names one.
 * `everything` means announcements may have been missed (the listening connection was lost), so
 * anything remembered may be out of date.
 */
export type Change = { table: string; userId: number | null } | { everything: true };

export type ChangeListener = (change: Change) => void;

/**
 * Changes committed to the database, from whichever server made them: what the read caches listen to.
 * While `live` is false announcements are not arriving and nothing may be served from a cache.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  /**
   * Resolves once every change committed before the call has reached the listeners, so a request that
   * wrote is answered only when this server's caches have dropped what it replaced.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** "submissions:42" or "courses:" as the trigger writes it. */
export function parseChange(payload: string): Change | null {
  if (payload.startsWith(SETTLED_MARK)) return null;
  const separator = payload.indexOf(':');
  if (separator <= 0) return null;
  const id = payload.slice(separator + 1);
  return { table: payload.slice(0, separator), userId: id === '' ? null : Number(id) };
}

class Listeners {
  private readonly listeners = new Set<ChangeListener>();

  add(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: Change | null): void {
    if (change) for (const listener of this.listeners) listener(change);
  }
}

/** A feed that never goes live: caches built on it always read from the database. */
export const NO_CHANGE_FEED: ChangeFeed = {
  live: false,
  subscribe: () => () => {},
  settled: async () => {},
  close: async () => {},
};

/**
 * The embedded database runs in this process: a notification is delivered while the statement that
 * caused it completes, before its promise resolves, so a change is never seen late.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => listeners.emit(parseChange(payload)));
  let live = true;
  return {
    get live() {
      return live;
    },
    subscribe: (listener) => listeners.add(listener),
    settled: async () => {},
    close: async () => {
      live = false;
      await unlisten().catch(() => {});
    },
  };
}

const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];
/** A marker that has not come back by then means the connection is no longer delivering. */
const SETTLE_TIMEOUT_MS = 2000;
/** While idle, a marker now and then proves that announcements still arrive. */
const HEARTBEAT_MS = 30_000;

/**
 * PostgreSQL delivers notifications on a connection of their own. When it is lost (a database restart)
 * the feed stops being live at once and tells every listener that anything may have changed; it
 * reconnects with growing pauses and is live again once it listens.
 */
export function postgresChangeFeed(url: string, onError?: (error: Error) => void): ChangeFeed {
  const listeners = new Listeners();
  let live = false;
  let closed = false;
  let client: Client | null = null;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // Notifications reach a listener in commit order, its own included: once a marker sent now comes
  // back, every change committed before it has been delivered.
  const markerPrefix = `${SETTLED_MARK}${randomUUID()}:`;
  let markers = 0;
  const waiting = new Map<string, (arrived: boolean) => void>();
  const releaseAll = () => {
    for (const release of waiting.values()) release(false);
    waiting.clear();
  };
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  /** Sends a marker on `current` and resolves true once it comes back, false if it does not in time. */
  const roundTrip = (current: Client) => {
    markers += 1;
    const marker = `${markerPrefix}${markers}`;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(marker);
        resolve(false);
      }, SETTLE_TIMEOUT_MS);
      waiting.set(marker, (arrived) => {
        clearTimeout(timer);
        resolve(arrived);
      });
      current.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, marker]).catch(() => {});
    });
  };

  /** A connection that stops delivering (a silent network drop) is treated as lost. */
  const check = async () => {
    const current = client;
    if (live && current && !(await roundTrip(current)) && client === current)
      lost(new Error('database change announcements stopped arriving'));
  };

  const lost = (error?: Error) => {
    if (error) onError?.(error);
    const wasLive = live;
    live = false;
    clearInterval(heartbeat);
    client?.removeAllListeners();
    client?.on('error', () => {});
    void client?.end().catch(() => {});
    client = null;
    if (wasLive) listeners.emit({ everything: true });
    releaseAll();
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(connect, delay);
    retry.unref?.();
  };

  const connect = async () => {
    const candidate = new Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    client = candidate;
    candidate.on('error', (error) => lost(error));
    candidate.on('end', () => {
      if (client === candidate) lost();
    });
    candidate.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const payload = message.payload ?? '';
      const release = waiting.get(payload);
      if (release) {
        waiting.delete(payload);
        release(true);
      } else listeners.emit(parseChange(payload));
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CHANGES_CHANNEL}`);
      // A pooler in transaction mode accepts LISTEN and delivers nothing: live only once a marker is back.
      if (!(await roundTrip(candidate))) throw new Error('database change announcements do not arrive');
      if (closed || client !== candidate) return void candidate.end().catch(() => {});
      attempt = 0;
      // Whatever changed while nobody listened is unknown: start from nothing.
      listeners.emit({ everything: true });
      live = true;
      heartbeat = setInterval(() => void check(), HEARTBEAT_MS);
      heartbeat.unref();
    } catch (error) {
      if (client === candidate) lost(error as Error);
    }
  };

  let started = false;
  return {
    get live() {
      return live;
    },
    // The connection opens with the first listener, so a handle used only to migrate or seed opens none.
    subscribe: (listener) => {
      if (!started && !closed) {
        started = true;
        void connect();
      }
      return listeners.add(listener);
    },
    settled: () => check(),
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      releaseAll();
      await current?.end().catch(() => {});
    },
  };
}
