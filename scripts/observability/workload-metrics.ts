import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, type Workload } from '../deploy/deploy-targets.ts';

/**
 * Which of the shared metric sets a workload serves, read from its own sources as deploy-targets.ts reads
 * its consumers: a service that starts using one gets its panels without a list to keep here.
 */
function sourcesOf(workload: Workload): string {
  const dir = path.join(repoRoot, workload.folder, 'src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.includes('test-support'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

export interface WorkloadMetrics {
  /** `outbox_*` gauges (libs/service-kit/src/metrics/service-metrics.ts, registerOutboxBacklog). */
  outbox: boolean;
  /** `event_delivery_lag_seconds` and `event_processing_duration_seconds` of a choice.made consumer. */
  choiceEvents: boolean;
}

export function workloadMetrics(workload: Workload): WorkloadMetrics {
  const source = sourcesOf(workload);
  return { outbox: source.includes('registerOutboxBacklog('), choiceEvents: source.includes("'event_delivery_lag_seconds'") };
}
