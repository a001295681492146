import { describe, expect, it } from 'vitest';
import { replicaUrls, UpstreamPool } from './upstream-pool.ts';
import { upstreamsFromEnv } from './upstreams.ts';

describe('replicaUrls', () => {
  it('splits a comma-separated list, trims it and drops trailing slashes and empty entries', () => {
    expect(replicaUrls(' http://a:4002/, http://b:4002 ,,')).toEqual(['http://a:4002', 'http://b:4002']);
    expect(replicaUrls('')).toEqual([]);
    expect(replicaUrls(undefined)).toEqual([]);
  });

  it('is what upstreamsFromEnv keeps for <SERVICE>_URL', () => {
    const upstreams = upstreamsFromEnv({ CHOICES_URL: 'http://c1:4002/, http://c2:4002', PROFILE_PORT: '5003' });
    expect(upstreams.choices).toBe('http://c1:4002,http://c2:4002');
    expect(upstreams.profile).toBe('http://127.0.0.1:5003');
  });
});

describe('UpstreamPool', () => {
  it('starts each request at the next replica in turn', () => {
    const pool = new UpstreamPool(['a', 'b', 'c']);
    expect([pool.attemptOrder(), pool.attemptOrder(), pool.attemptOrder(), pool.attemptOrder()]).toEqual([
      ['a', 'b', 'c'],
      ['b', 'c', 'a'],
      ['c', 'a', 'b'],
      ['a', 'b', 'c'],
    ]);
  });

  it('tries a replica that refused a connection last until its cool-down ends, then in turn again', () => {
    let now = 1_000;
    const pool = new UpstreamPool(['a', 'b', 'c'], { coolDownMs: 500, now: () => now });
    pool.markDown('a');
    expect(pool.isCoolingDown('a')).toBe(true);
    expect(pool.attemptOrder()).toEqual(['b', 'c', 'a']);
    expect(pool.attemptOrder()).toEqual(['b', 'c', 'a']);
    now += 500;
    expect(pool.isCoolingDown('a')).toBe(false);
    expect(pool.attemptOrder()).toEqual(['c', 'a', 'b']);
  });

  it('still tries every replica when all are cooling down, and forgets a cool-down once one answers', () => {
    const pool = new UpstreamPool(['a', 'b'], { coolDownMs: 60_000 });
    pool.markDown('a');
    pool.markDown('b');
    expect(pool.attemptOrder()).toEqual(['a', 'b']);
    pool.markUp('b');
    expect(pool.attemptOrder()).toEqual(['b', 'a']);
  });

  it('has nothing to try without replicas', () => {
    expect(new UpstreamPool([]).attemptOrder()).toEqual([]);
  });
});
