/**
 * Which version of each remote visitors are served, and to what share, read from the release records
 * when scraped (docs/deploy.md, "The release record"): the canary state of the releases dashboard
 * (deploy/observability/dashboards). Every replica reads the same records, so the panels take the max
 * over replicas.
 */
import type { StoredRelease } from '@alive/db';
import { Gauge, type Registry } from 'prom-client';

export function registerReleaseShares(registry: Registry, readReleases: () => Promise<readonly StoredRelease[]>): void {
  new Gauge({
    name: 'release_served_share_percent',
    help: 'Share of visitors served each version of a remote, by channel (stable, canary); a canary the judge rolled back stays at 0 until a person acts.',
    labelNames: ['remote', 'version', 'channel'] as const,
    registers: [registry],
    async collect() {
      // A failed read leaves the gauge empty for this scrape rather than failing the whole /metrics.
      const releases = await readReleases().catch(() => []);
      this.reset();
      for (const release of releases) {
        const canaryPercent = release.canary?.percent ?? 0;
        this.set({ remote: release.remote, version: release.stable, channel: 'stable' }, 100 - canaryPercent);
        if (release.canary) this.set({ remote: release.remote, version: release.canary.version, channel: 'canary' }, canaryPercent);
      }
    },
  });
}
