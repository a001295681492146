import { SessionCache } from './session-cache.ts';
import type { SessionUser } from './koa-context.ts';

const DAY = 24 * 60 * 60 * 1000;
const lifetimes = { absoluteMs: 30 * DAY, idleMs: 7 * DAY };

const user = (id: string): SessionUser => ({ id, email: `${id}@example.com`, firstName: null, lastName: null, profileImageUrl: null, isAdmin: false });

function listeningCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = Date.parse('2026-11-27T10:00:00Z');
  const cache = new SessionCache({ ttlMs: options.ttlMs ?? 30_000, maxEntries: options.maxEntries ?? 100, now: () => now });
  cache.setListening(true);
  const times = { createdAt: new Date(now - DAY), lastSeenAt: new Date(now - 1000) };
  return { cache, times, advance: (ms: number) => (now += ms), now: () => now };
}

describe('SessionCache', () => {
  it('answers a remembered session until its time to live runs out', () => {
    const { cache, times, advance } = listeningCache({ ttlMs: 30_000 });
    cache.remember('s1', user('u1'), times, lifetimes, cache.generation());
    expect(cache.get('s1')?.id).toBe('u1');
    advance(29_999);
    expect(cache.get('s1')?.id).toBe('u1');
    advance(1);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps a session past its absolute lifetime or its idle timeout', () => {
    const { cache, now, advance } = listeningCache({ ttlMs: 30_000 });
    // 10 s of absolute lifetime left.
    cache.remember('old', user('u1'), { createdAt: new Date(now() - lifetimes.absoluteMs + 10_000), lastSeenAt: new Date(now()) }, lifetimes, cache.generation());
    // 5 s before the idle timeout.
    cache.remember('idle', user('u2'), { createdAt: new Date(now()), lastSeenAt: new Date(now() - lifetimes.idleMs + 5_000) }, lifetimes, cache.generation());
    advance(5_000);
    expect(cache.get('idle')).toBeUndefined();
    expect(cache.get('old')?.id).toBe('u1');
    advance(5_000);
    expect(cache.get('old')).toBeUndefined();
  });

  it('does not keep an answer of a session that has already ended', () => {
    const { cache, now } = listeningCache();
    cache.remember('ended', user('u1'), { createdAt: new Date(now() - lifetimes.absoluteMs), lastSeenAt: new Date(now()) }, lifetimes, cache.generation());
    expect(cache.size).toBe(0);
  });

  it('forgets a session, or every session of a user, or everything, as the database announces', () => {
    const { cache, times } = listeningCache();
    cache.remember('a1', user('alex'), times, lifetimes, cache.generation());
    cache.remember('a2', user('alex'), times, lifetimes, cache.generation());
    cache.remember('s1', user('sam'), times, lifetimes, cache.generation());

    cache.applyNotification('s:a1');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')?.id).toBe('alex');

    cache.applyNotification('u:alex');
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('s1')?.id).toBe('sam');

    cache.applyNotification('*');
    expect(cache.get('s1')).toBeUndefined();
  });

  it('treats an announcement it does not understand as "forget everything"', () => {
    const { cache, times } = listeningCache();
    cache.remember('s1', user('sam'), times, lifetimes, cache.generation());
    cache.applyNotification('something new');
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer that was in flight while something was forgotten', () => {
    const { cache, times } = listeningCache();
    const before = cache.generation();
    cache.applyNotification('u:someone-else');
    cache.remember('s1', user('sam'), times, lifetimes, before);
    expect(cache.get('s1')).toBeUndefined();
    cache.remember('s1', user('sam'), times, lifetimes, cache.generation());
    expect(cache.get('s1')?.id).toBe('sam');
  });

  it('serves and keeps nothing while it is not listening, and starts empty when listening again', () => {
    const { cache, times } = listeningCache();
    cache.remember('s1', user('sam'), times, lifetimes, cache.generation());
    cache.setListening(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.remember('s2', user('alex'), times, lifetimes, cache.generation());
    cache.setListening(true);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const { cache, times } = listeningCache({ maxEntries: 2 });
    cache.remember('s1', user('u1'), times, lifetimes, cache.generation());
    cache.remember('s2', user('u2'), times, lifetimes, cache.generation());
    cache.remember('s3', user('u3'), times, lifetimes, cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s3')?.id).toBe('u3');
  });

  it('keeps nothing with a time to live of 0', () => {
    const { cache, times } = listeningCache({ ttlMs: 0 });
    cache.remember('s1', user('u1'), times, lifetimes, cache.generation());
    expect(cache.size).toBe(0);
  });

  it('hands out a frozen user, so no request can change what the next one sees', () => {
    const { cache, times } = listeningCache();
    cache.remember('s1', user('u1'), times, lifetimes, cache.generation());
    expect(Object.isFrozen(cache.get('s1'))).toBe(true);
  });
});
