/** A Prometheus rule file's shapes (a PrometheusRule holds the same groups). */
export interface RecordingRule {
  record: string;
  expr: string;
  labels?: Record<string, string>;
}

export interface AlertingRule {
  alert: string;
  expr: string;
  /** A duration string (`5m`); absent: fires at the first evaluation that matches. */
  for?: string;
  labels: Record<string, string> & { severity: string };
  annotations: { summary: string; description: string; runbook_url: string };
}

export type Rule = RecordingRule | AlertingRule;

export interface RuleGroup {
  name: string;
  rules: Rule[];
}

export const isAlertingRule = (rule: Rule): rule is AlertingRule => 'alert' in rule;
