import pg from 'pg';
import { pgPoolOf } from './hot-path-query.ts';

/**
 * LISTEN on one Postgres channel over a connection of its own (a pooled connection cannot hold a
 * LISTEN: the pool hands it to other work). What listens must know whether it may have missed a
 * notification, so `onState` says `listening` only once the LISTEN is in place, and `not-listening` as
 * soon as the connection is lost; the listener then reconnects with backoff until closed.
 */

export type ListenerState = 'listening' | 'not-listening';

export interface ChannelListener {
  readonly state: ListenerState;
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  onNotification: (payload: string) => void;
  onState: (state: ListenerState) => void;
  /** First and longest wait before reconnecting (ms). */
  retryMs?: { first: number; max: number };
}

const listenersOfPool = new WeakMap<pg.Pool, Set<ChannelListener>>();

/** Postgres identifiers only: the channel is written into the LISTEN statement. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Listens with the connection settings of the pg pool behind `client` (createPrismaClient); none → undefined. */
export function listenOnPoolOf(client: object, options: ListenOptions): ChannelListener | undefined {
  const pool = pgPoolOf(client);
  if (!pool) return undefined;
  const listener = listen(pool.options as pg.ClientConfig, options);
  const set = listenersOfPool.get(pool) ?? new Set();
  set.add(listener);
  listenersOfPool.set(pool, set);
  return listener;
}

/** Closes the listeners opened on `pool` (its client is disconnecting; createPrismaClient calls it). */
export async function closeListenersOf(pool: pg.Pool): Promise<void> {
  const set = listenersOfPool.get(pool);
  if (!set) return;
  listenersOfPool.delete(pool);
  await Promise.all([...set].map((listener) => listener.close()));
}

export function listen(config: pg.ClientConfig, options: ListenOptions): ChannelListener {
  if (!CHANNEL_NAME.test(options.channel)) throw new Error(`not a channel name: ${options.channel}`);
  const retry = options.retryMs ?? { first: 250, max: 10_000 };
  let state: ListenerState = 'not-listening';
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = retry.first;

  const setState = (next: ListenerState) => {
    if (state === next) return;
    state = next;
    options.onState(next);
  };

  /** Ends a connection no longer listened to; its late errors go nowhere. */
  const dispose = (old: pg.Client) => {
    old.removeAllListeners();
    old.on('error', () => {});
    return old.end().catch(() => {});
  };

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = undefined;
    setState('not-listening');
    void dispose(failed);
    if (closed) return;
    timer = setTimeout(connect, delay);
    // Retrying must never keep a process alive that is otherwise done.
    timer.unref();
    delay = Math.min(delay * 2, retry.max);
  };

  async function connect() {
    timer = undefined;
    if (closed) return;
    const next = new pg.Client({ ...config, application_name: `listen:${options.channel}` });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
      if (closed || client !== next) return;
      delay = retry.first;
      setState('listening');
    } catch {
      lost(next);
    }
  }

  void connect();
  return {
    get state() {
      return state;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const open = client;
      client = undefined;
      setState('not-listening');
      if (open) await dispose(open);
    },
  };
}
