import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../deploy/deploy-targets.ts';
import { PRODUCTION_TIMING } from './alert-timing.ts';
import { DASHBOARD_TAG, grafanaDashboard } from './dashboards/grafana-model.ts';
import { DASHBOARDS_DIR, dashboardFiles, dashboardText } from './dashboards/index.ts';
import { DEPLOY_DOC, generatedTables, withGeneratedTables } from './docs-tables.ts';
import { RULES_DIR, ruleFiles, ruleFileText } from './rule-files.ts';

// deploy/observability and the generated tables of docs/deploy.md are the generator's output
// (docs/deploy.md, "Alerts" and "Dashboards"): edit scripts/observability and run `npm run render:observability`.
const listed = (dir: string) => readdirSync(path.join(repoRoot, dir)).sort();
const committed = (dir: string, file: string) => readFileSync(path.join(repoRoot, dir, file), 'utf8');

describe('deploy/observability', () => {
  const rules = ruleFiles(PRODUCTION_TIMING);
  const dashboards = dashboardFiles(PRODUCTION_TIMING);

  it('holds exactly the rule files and dashboards the generator makes', () => {
    expect(listed(RULES_DIR)).toEqual(rules.map((file) => file.path).sort());
    expect(listed(DASHBOARDS_DIR)).toEqual(dashboards.map((file) => file.path).sort());
  });

  it.each(rules.map((file) => [file.path, file] as const))('rules/%s equals the generator output (npm run render:observability)', (name, file) => {
    expect(committed(RULES_DIR, name)).toBe(ruleFileText(file));
  });

  it.each(dashboards.map((file) => [file.path, file] as const))('dashboards/%s equals the generator output (npm run render:observability)', (name, file) => {
    expect(committed(DASHBOARDS_DIR, name)).toBe(dashboardText(file));
  });

  it('has the generated tables of docs/deploy.md up to date (npm run render:observability)', () => {
    const doc = readFileSync(path.join(repoRoot, DEPLOY_DOC), 'utf8');
    expect(doc).toBe(withGeneratedTables(doc, generatedTables(PRODUCTION_TIMING)));
  });

  it('gives every dashboard its own uid, and every panel an id, a place on the grid and the Prometheus variable', () => {
    const uids = dashboards.map((file) => file.spec.uid);
    expect(new Set(uids).size).toBe(uids.length);
    for (const file of dashboards) {
      const dashboard = grafanaDashboard(file.spec);
      expect(dashboard.tags).toContain(DASHBOARD_TAG);
      const panels = dashboard.panels as { id: number; type: string; gridPos: { x: number; w: number }; datasource?: { uid: string }; targets?: { expr: string }[] }[];
      expect(new Set(panels.map((p) => p.id)).size, file.path).toBe(panels.length);
      for (const panel of panels) {
        expect(panel.gridPos.x + panel.gridPos.w, `${file.path} panel ${panel.id}`).toBeLessThanOrEqual(24);
        if (panel.type === 'row') continue;
        expect(panel.datasource?.uid, `${file.path} panel ${panel.id}`).toBe('${datasource}');
        expect(panel.targets?.length, `${file.path} panel ${panel.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('links every dashboard from docs/deploy.md', () => {
    const doc = readFileSync(path.join(repoRoot, DEPLOY_DOC), 'utf8');
    for (const file of dashboards) expect(doc, file.path).toContain(`(../${DASHBOARDS_DIR}/${file.path})`);
  });
});
