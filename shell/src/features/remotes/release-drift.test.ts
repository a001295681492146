import { describe, expect, it, vi } from 'vitest';
import type { RemotesDocument } from './remotes-document.ts';
import { releasesChanged, watchReleaseDrift } from './release-drift.ts';

const loaded: RemotesDocument = {
  choices: { manifest: '/remotes/choices/v2/mf-manifest.json', version: 'v2', channel: 'canary', routes: [] },
  groups: { manifest: '/remotes/groups/mf-manifest.json', routes: [] },
};
const rolledBack: RemotesDocument = { ...loaded, choices: { manifest: '/remotes/choices/v1/mf-manifest.json', version: 'v1', channel: 'stable', routes: [] } };

describe('release drift', () => {
  it('notices a versioned remote served at another version or channel, and nothing else', () => {
    expect(releasesChanged(loaded, loaded)).toBe(false);
    expect(releasesChanged(loaded, rolledBack)).toBe(true);
    expect(releasesChanged(loaded, { ...loaded, choices: { ...loaded.choices!, channel: 'stable' } })).toBe(true);
    expect(releasesChanged(loaded, { ...loaded, groups: { ...loaded.groups!, manifest: '/elsewhere.json' } })).toBe(false);
  });

  it('marks the page stale once /remotes.json answers other versions', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn(async () => new Response(JSON.stringify(rolledBack), { headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;
      const drift = watchReleaseDrift(loaded, { intervalMs: 1000, fetchImpl });
      expect(drift.isStale()).toBe(false);
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      expect(drift.isStale()).toBe(true);
      drift.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks nothing when no remote is versioned', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn() as unknown as typeof fetch;
      watchReleaseDrift({ groups: loaded.groups! }, { intervalMs: 1000, fetchImpl });
      await vi.advanceTimersByTimeAsync(5000);
      expect(fetchImpl).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
