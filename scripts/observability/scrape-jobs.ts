import { workloads, type Workload } from '../deploy/deploy-targets.ts';
import { scrapePortOf } from '../deploy/k8s/workload-manifests.ts';

/**
 * What Prometheus scrapes: one job per workload, named after it (its pods' `app.kubernetes.io/name`,
 * the PodMonitors' `jobLabel`), on the port browsers never reach (docs/architecture.md, "Internal
 * endpoints"): a service's `internal` port, the edge's `metrics` port.
 */
export interface ScrapeJob {
  job: string;
  workload: Workload;
  port: { name: string; port: number };
  path: '/metrics';
}

export function scrapeJobs(): ScrapeJob[] {
  return workloads().map((workload) => ({ job: workload.name, workload, port: scrapePortOf(workload), path: '/metrics' }));
}
