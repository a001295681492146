import { stringify } from 'yaml';
import type { AlertTiming } from './alert-timing.ts';
import { platformAlerts } from './platform-alerts.ts';
import type { RuleGroup } from './rule-types.ts';
import { scrapeJobs } from './scrape-jobs.ts';
import { serviceLevelObjectives } from './service-level-objectives.ts';
import { burnRateAlerts, sloRecordingRules } from './slo-rules.ts';

/**
 * Every rule group (docs/deploy.md, "Alerts"): the objectives' recording rules, their burn-rate alerts,
 * and the platform alerts. The same groups go into the plain rule files
 * (deploy/observability/rules) and the PrometheusRule of deploy/k8s.
 */
export const RULES_DIR = 'deploy/observability/rules';

export function ruleGroups(timing: AlertTiming): RuleGroup[] {
  const slos = serviceLevelObjectives();
  return [
    { name: 'alive-slo-recording', rules: sloRecordingRules(slos, timing) },
    { name: 'alive-slo-alerts', rules: burnRateAlerts(slos, timing) },
    { name: 'alive-platform-alerts', rules: platformAlerts(scrapeJobs(), timing) },
  ];
}

export interface RuleFile {
  /** Path under RULES_DIR. */
  path: string;
  groups: RuleGroup[];
}

/** One Prometheus rule file per group, named after it. */
export function ruleFiles(timing: AlertTiming): RuleFile[] {
  return ruleGroups(timing).map((group) => ({ path: `${group.name.replace(/^alive-/, '')}.yaml`, groups: [group] }));
}

const HEADER =
  '# Generated from the feature registry and scripts/observability by `npm run render:observability`;\n# edit the generator, not this file (docs/deploy.md, "Alerts").\n';

export function ruleFileText(file: RuleFile): string {
  return HEADER + stringify({ groups: file.groups }, { lineWidth: 0, aliasDuplicateObjects: false });
}
