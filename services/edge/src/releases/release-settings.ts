import { PROCESSES } from '@alive/features';
import type { EdgeSettings } from '../settings.ts';

/** The edge's release and telemetry settings (declared in settings.ts; docs/deploy.md, "Canary releases"). */
export interface ReleaseSettings {
  /** RUM_SAMPLE_RATE: share of page loads (0..1) that report telemetry; canary pages always do. */
  sampleRate: number;
  /** RUM_RATE_LIMIT: batches per client address; RUM_PAGE_RATE_LIMIT: per page load. */
  perAddress: { points: number; durationSeconds: number };
  perPage: { points: number; durationSeconds: number };
  /** RUM_TOKEN_RATE_LIMIT: page-load tokens per client network. */
  perNetworkTokens: { points: number; durationSeconds: number };
  /** RELEASES_REFRESH_MS: how often an edge re-reads the release records. */
  refreshMs: number;
  /** RUM_FORWARD_MS: how often accepted telemetry goes to the release controller. */
  forwardMs: number;
  /** RELEASES_URL, else the release controller on this host at RELEASES_PORT. */
  releasesUrl: string;
  /** EDGE_METRICS_PORT: Prometheus metrics, on their own port. */
  metricsPort: number;
}

/** The release controller's port in the feature registry (docs/architecture.md, "Features"). */
const RELEASES_DEFAULT_PORT = PROCESSES.find((process) => process.name === 'releases')!.defaultPort;

export function releaseSettingsFrom({ releasesUrl, releasesPort, ...rest }: EdgeSettings['releases']): ReleaseSettings {
  return { ...rest, releasesUrl: releasesUrl ?? `http://127.0.0.1:${releasesPort ?? RELEASES_DEFAULT_PORT}` };
}
