import { describe, expect, it } from 'vitest';
import { Registry } from 'prom-client';
import type { StoredRelease } from '@alive/db';
import { registerReleaseShares } from './release-share-metrics.ts';

const started = new Date('2026-11-28T10:00:00Z');

describe('release_served_share_percent', () => {
  it('gives each served version its share, by channel, from the records as they are when scraped', async () => {
    let records: StoredRelease[] = [
      { remote: 'choices', stable: 'v1', canary: { version: 'v2', percent: 10, startedAt: started } } as StoredRelease,
      { remote: 'profile', stable: 'p3', canary: null } as StoredRelease,
    ];
    const registry = new Registry();
    registerReleaseShares(registry, async () => records);
    const text = await registry.metrics();
    expect(text).toContain('release_served_share_percent{remote="choices",version="v1",channel="stable"} 90');
    expect(text).toContain('release_served_share_percent{remote="choices",version="v2",channel="canary"} 10');
    expect(text).toContain('release_served_share_percent{remote="profile",version="p3",channel="stable"} 100');

    records = [{ remote: 'choices', stable: 'v2', canary: null } as StoredRelease];
    const after = await registry.metrics();
    expect(after).toContain('release_served_share_percent{remote="choices",version="v2",channel="stable"} 100');
    expect(after).not.toContain('version="v1"');
    expect(after).not.toContain('remote="profile"');
  });

  it('keeps /metrics answering when the records cannot be read', async () => {
    const registry = new Registry();
    registerReleaseShares(registry, () => Promise.reject(new Error('database down')));
    expect(await registry.metrics()).not.toMatch(/^release_served_share_percent\{/m);
  });
});
