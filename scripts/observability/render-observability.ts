import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../deploy/deploy-targets.ts';
import { PRODUCTION_TIMING } from './alert-timing.ts';
import { DASHBOARDS_DIR, dashboardFiles, dashboardText } from './dashboards/index.ts';
import { DEPLOY_DOC, generatedTables, withGeneratedTables } from './docs-tables.ts';
import { RULES_DIR, ruleFiles, ruleFileText } from './rule-files.ts';

/**
 * `npm run render:observability`: writes the Prometheus rule files and the Grafana dashboards under
 * deploy/observability, and the generated tables of docs/deploy.md, from the feature registry and the
 * objectives (docs/deploy.md, "Service-level objectives"). Files it no longer makes are removed. The
 * PrometheusRule and the PodMonitors are written by `npm run render:k8s`.
 */
function writeFolder(dir: string, files: readonly { path: string; text: string }[]): void {
  const full = path.join(repoRoot, dir);
  mkdirSync(full, { recursive: true });
  const wanted = new Set(files.map((file) => file.path));
  for (const entry of readdirSync(full)) if (!wanted.has(entry)) rmSync(path.join(full, entry));
  for (const file of files) writeFileSync(path.join(full, file.path), file.text);
}

const rules = ruleFiles(PRODUCTION_TIMING).map((file) => ({ path: file.path, text: ruleFileText(file) }));
const dashboards = dashboardFiles(PRODUCTION_TIMING).map((file) => ({ path: file.path, text: dashboardText(file) }));
writeFolder(RULES_DIR, rules);
writeFolder(DASHBOARDS_DIR, dashboards);
const doc = path.join(repoRoot, DEPLOY_DOC);
writeFileSync(doc, withGeneratedTables(readFileSync(doc, 'utf8'), generatedTables(PRODUCTION_TIMING)));
console.log(`render:observability: ${rules.length} rule files to ${RULES_DIR}/, ${dashboards.length} dashboards to ${DASHBOARDS_DIR}/, the tables of ${DEPLOY_DOC}`);
