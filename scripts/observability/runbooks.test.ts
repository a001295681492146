import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../deploy/deploy-targets.ts';
import { PRODUCTION_TIMING } from './alert-timing.ts';
import { isAlertingRule } from './rule-types.ts';
import { ruleGroups } from './rule-files.ts';
import { runbookAnchor, runbookUrl, RUNBOOKS_DOC } from './runbook-links.ts';

// Every alert points at its own section of docs/runbooks.md, and each section says what the alert
// means, what to check first and how to stop the harm (docs/deploy.md, "Alerts").
const PARTS = ['**What it means.**', '**First checks.**', '**Mitigation.**'];
const doc = readFileSync(path.join(repoRoot, RUNBOOKS_DOC), 'utf8');

/** `## Heading` → its text up to the next `## `. */
function sections(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  const parts = markdown.split(/^## /m).slice(1);
  for (const part of parts) {
    const [heading, ...body] = part.split('\n');
    found.set(heading!.trim(), body.join('\n'));
  }
  return found;
}

describe('runbooks', () => {
  const alerts = ruleGroups(PRODUCTION_TIMING).flatMap((group) => group.rules.filter(isAlertingRule));
  const names = [...new Set(alerts.map((rule) => rule.alert))];
  const bySection = sections(doc);

  it.each(names)('%s has its section, with what it means, first checks and mitigation', (name) => {
    const body = bySection.get(name);
    expect(body, `no "## ${name}" in ${RUNBOOKS_DOC}`).toBeDefined();
    for (const part of PARTS) expect(body, `${name}: ${part}`).toContain(part);
  });

  it('points every alert\'s runbook_url at its section', () => {
    for (const rule of alerts) expect(rule.annotations.runbook_url, rule.alert).toBe(runbookUrl(rule.alert));
    for (const name of names) expect(runbookUrl(name).endsWith(`#${runbookAnchor(name)}`)).toBe(true);
  });

  it('has no section for an alert that does not exist', () => {
    expect([...bySection.keys()].filter((heading) => !names.includes(heading))).toEqual([]);
  });
});
