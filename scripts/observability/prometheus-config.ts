import { promDuration } from './durations.ts';

/**
 * A plain Prometheus configuration (no Operator): one static job per scrape target, the rule files, and
 * how often to scrape and evaluate. The real-Prometheus test starts Debian's `prometheus` with it; the
 * jobs are named as the PodMonitors name them (`jobLabel`), so the rules read the same in both.
 */
export interface ScrapeTarget {
  job: string;
  /** host:port */
  address: string;
  path: string;
}

export function prometheusConfig(options: { targets: readonly ScrapeTarget[]; ruleFiles: readonly string[]; scrapeInterval: number; evaluationInterval: number }) {
  return {
    global: {
      scrape_interval: promDuration(options.scrapeInterval),
      scrape_timeout: promDuration(options.scrapeInterval),
      evaluation_interval: promDuration(options.evaluationInterval),
    },
    rule_files: [...options.ruleFiles],
    scrape_configs: options.targets.map((target) => ({ job_name: target.job, metrics_path: target.path, static_configs: [{ targets: [target.address] }] })),
  };
}
