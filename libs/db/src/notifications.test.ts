import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from './testing.ts';
import { listenOnPoolOf, type ListenerState } from './notifications.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

function recorder() {
  const payloads: string[] = [];
  const states: ListenerState[] = [];
  return { payloads, states, onNotification: (p: string) => payloads.push(p), onState: (s: ListenerState) => states.push(s) };
}

const listenerBackends = () =>
  db.prisma.$queryRawUnsafe<{ pid: number }[]>(`SELECT pid FROM pg_stat_activity WHERE application_name = 'listen:alive_session_changes' AND datname = current_database()`);

describe('listenOnPoolOf', () => {
  it('says listening once the LISTEN is in place, and hands over what the session triggers announce', async () => {
    const seen = recorder();
    const listener = listenOnPoolOf(db.prisma, { channel: 'alive_session_changes', ...seen });
    try {
      await expect.poll(() => listener?.state).toBe('listening');
      const user = await createTestUser(db.prisma);
      await db.prisma.session.create({ data: { id: 'session-one', userId: user.id } });
      // The touch of every minute of use ends no session: nothing is announced.
      await db.prisma.$executeRawUnsafe(`UPDATE sessions SET last_seen_at = now() + interval '1 minute' WHERE id = 'session-one'`);
      // Whatever moves last_seen_at back could end it (the idle timeout): announced.
      await db.prisma.$executeRawUnsafe(`UPDATE sessions SET last_seen_at = now() - interval '1 day' WHERE id = 'session-one'`);
      await db.prisma.session.delete({ where: { id: 'session-one' } });
      // A change of what a session lookup returns is announced; another column is not.
      await db.prisma.user.update({ where: { id: user.id }, data: { updatedAt: new Date(Date.now() + 1000) } });
      await db.prisma.user.update({ where: { id: user.id }, data: { isAdmin: true } });
      await db.prisma.$executeRawUnsafe('TRUNCATE sessions');
      await expect.poll(() => seen.payloads).toEqual(['s:session-one', 's:session-one', `u:${user.id}`, '*']);
    } finally {
      await listener?.close();
    }
    expect(listener?.state).toBe('not-listening');
  });

  it('says not-listening when its connection is lost, and listens again on a new one', async () => {
    const seen = recorder();
    const listener = listenOnPoolOf(db.prisma, { channel: 'alive_session_changes', ...seen, retryMs: { first: 20, max: 100 } });
    try {
      await expect.poll(() => listener?.state).toBe('listening');
      const [backend] = await listenerBackends();
      await db.prisma.$queryRawUnsafe('SELECT pg_terminate_backend($1)', backend!.pid);
      await expect.poll(() => seen.states).toEqual(['listening', 'not-listening', 'listening']);
      await db.prisma.$executeRawUnsafe(`SELECT pg_notify('alive_session_changes', 'u:after-reconnect')`);
      await expect.poll(() => seen.payloads).toEqual(['u:after-reconnect']);
    } finally {
      await listener?.close();
    }
    await expect.poll(async () => (await listenerBackends()).length).toBe(0);
  });

  it('refuses a channel name it would have to quote', () => {
    expect(() => listenOnPoolOf(db.prisma, { channel: 'x; DROP TABLE users', onNotification: () => {}, onState: () => {} })).toThrow(/not a channel name/);
  });
});
