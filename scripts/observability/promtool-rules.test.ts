import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { repoRoot } from '../deploy/deploy-targets.ts';
import { K8S_DIR } from '../deploy/k8s/render-manifests.ts';
import { MONITORING_DIR } from '../deploy/k8s/overlays.ts';
import { PRODUCTION_TIMING } from './alert-timing.ts';
import { promtool, promtoolAsync } from './promtool.ts';
import { RULES_DIR, ruleFiles, ruleGroups } from './rule-files.ts';
import type { RuleGroup } from './rule-types.ts';
import { ruleUnitTests, sharedSeriesProblems, untestedAlerts } from './rule-tests.ts';
import { serviceLevelObjectives } from './service-level-objectives.ts';

// The committed rules pass Prometheus' own checks, and every alert fires on series that should fire it
// and stays quiet on series that should not (docs/deploy.md, "Alerts"). promtool is Debian's
// (`apt-get install prometheus`): without it these fail, saying so.
const committedRuleFiles = ruleFiles(PRODUCTION_TIMING).map((file) => path.join(repoRoot, RULES_DIR, file.path));
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'alive-promtool-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('promtool', () => {
  it('checks the rule files and the PrometheusRule\'s groups', () => {
    const prometheusRule = parse(readFileSync(path.join(repoRoot, K8S_DIR, MONITORING_DIR, 'prometheus-rule.yaml'), 'utf8')) as { spec: { groups: unknown } };
    const fromK8s = path.join(dir, 'prometheus-rule-groups.yaml');
    writeFileSync(fromK8s, stringify({ groups: prometheusRule.spec.groups }));
    const run = promtool(['check', 'rules', ...committedRuleFiles, fromK8s]);
    expect(run.output).not.toMatch(/FAILED/);
    expect(run.status, run.output).toBe(0);
  });

  it('fires every alert on series that should fire it, and no alert on series that should not', async () => {
    const slos = serviceLevelObjectives();
    const groups = ruleGroups(PRODUCTION_TIMING);
    expect(sharedSeriesProblems(slos, PRODUCTION_TIMING)).toEqual([]);
    const committedFileOf = (group: RuleGroup) => path.join(repoRoot, RULES_DIR, ruleFiles(PRODUCTION_TIMING).find((file) => file.groups[0]!.name === group.name)!.path);
    const tests = ruleUnitTests(committedFileOf, groups, slos, PRODUCTION_TIMING);
    expect(untestedAlerts(groups, tests)).toEqual([]);
    const files = tests.map((test, i) => {
      const file = path.join(dir, `alert-tests-${i}.yaml`);
      writeFileSync(file, stringify(test, { lineWidth: 0 }));
      return file;
    });
    // One promtool per file, side by side.
    const runs = await Promise.all(files.map((file) => promtoolAsync(['test', 'rules', file])));
    for (const run of runs) {
      expect(run.status, run.output).toBe(0);
      expect(run.output).toMatch(/SUCCESS/);
    }
  });
});
