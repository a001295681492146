/**
 * Shape checks of the Prometheus Operator's objects (monitoring.ts), in the form schema-validation.ts
 * takes (a class whose `validate()` throws): the Kubernetes and KEDA models there have no
 * monitoring.coreos.com kinds. The rules themselves are checked by `promtool check rules`
 * (scripts/observability/promtool-rules.test.ts).
 */
const DURATION = /^(\d+(ms|s|m|h|d|w|y))+$/;

type Problems = string[];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function labelsProblems(value: unknown, where: string, problems: Problems): void {
  if (!isRecord(value) || Object.values(value).some((v) => typeof v !== 'string')) problems.push(`${where} must map label names to strings`);
}

function metadataProblems(document: Record<string, unknown>, problems: Problems): void {
  const metadata = document.metadata;
  if (!isRecord(metadata) || typeof metadata.name !== 'string' || !/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(metadata.name)) problems.push('metadata.name must be a DNS label');
  else if (metadata.labels !== undefined) labelsProblems(metadata.labels, 'metadata.labels', problems);
}

function podMonitorProblems(document: Record<string, unknown>): Problems {
  const problems: Problems = [];
  metadataProblems(document, problems);
  const spec = document.spec;
  if (!isRecord(spec)) return [...problems, 'spec is required'];
  if (spec.jobLabel !== undefined && typeof spec.jobLabel !== 'string') problems.push('spec.jobLabel must be a string');
  if (!isRecord(spec.selector)) problems.push('spec.selector is required');
  else labelsProblems(spec.selector.matchLabels, 'spec.selector.matchLabels', problems);
  const endpoints = spec.podMetricsEndpoints;
  if (!Array.isArray(endpoints) || endpoints.length === 0) return [...problems, 'spec.podMetricsEndpoints must list at least one endpoint'];
  endpoints.forEach((endpoint: unknown, i) => {
    if (!isRecord(endpoint)) return void problems.push(`spec.podMetricsEndpoints[${i}] must be an object`);
    if (typeof endpoint.port !== 'string' || endpoint.port === '') problems.push(`spec.podMetricsEndpoints[${i}].port must name a container port`);
    if (endpoint.path !== undefined && (typeof endpoint.path !== 'string' || !endpoint.path.startsWith('/'))) problems.push(`spec.podMetricsEndpoints[${i}].path must start with /`);
    if (endpoint.interval !== undefined && (typeof endpoint.interval !== 'string' || !DURATION.test(endpoint.interval))) problems.push(`spec.podMetricsEndpoints[${i}].interval must be a duration`);
  });
  return problems;
}

function prometheusRuleProblems(document: Record<string, unknown>): Problems {
  const problems: Problems = [];
  metadataProblems(document, problems);
  const groups = isRecord(document.spec) ? document.spec.groups : undefined;
  if (!Array.isArray(groups) || groups.length === 0) return [...problems, 'spec.groups must list at least one group'];
  groups.forEach((group: unknown, g) => {
    if (!isRecord(group) || typeof group.name !== 'string' || !Array.isArray(group.rules)) return void problems.push(`spec.groups[${g}] needs a name and rules`);
    group.rules.forEach((rule: unknown, r) => {
      const where = `spec.groups[${g}].rules[${r}]`;
      if (!isRecord(rule) || typeof rule.expr !== 'string') return void problems.push(`${where} needs an expr`);
      if ((typeof rule.record === 'string') === (typeof rule.alert === 'string')) problems.push(`${where} must have exactly one of record and alert`);
      if (rule.for !== undefined && (typeof rule.for !== 'string' || !DURATION.test(rule.for))) problems.push(`${where}.for must be a duration`);
      if (rule.labels !== undefined) labelsProblems(rule.labels, `${where}.labels`, problems);
      if (rule.annotations !== undefined) labelsProblems(rule.annotations, `${where}.annotations`, problems);
    });
  });
  return problems;
}

function model(check: (document: Record<string, unknown>) => Problems) {
  return class {
    constructor(private readonly data: unknown) {}
    validate(): void {
      const problems = isRecord(this.data) ? check(this.data) : ['not an object'];
      if (problems.length > 0) throw new Error(problems.join('; '));
    }
  };
}

export const PodMonitorModel = model(podMonitorProblems);
export const PrometheusRuleModel = model(prometheusRuleProblems);
