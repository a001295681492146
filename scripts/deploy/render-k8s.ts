import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './deploy-targets.ts';
import { K8S_DIR, renderManifests, toYaml } from './k8s/render-manifests.ts';

/** `npm run render:k8s`: writes deploy/k8s/ from the feature registry and removes YAML it no longer makes (a retired service). */
const files = renderManifests();
const dir = path.join(repoRoot, K8S_DIR);
const wanted = new Set(files.map((file) => file.path));
mkdirSync(dir, { recursive: true });
for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
  if (entry.endsWith('.yaml') && !wanted.has(entry.split(path.sep).join('/'))) rmSync(path.join(dir, entry));
}
for (const file of files) {
  mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
  writeFileSync(path.join(dir, file.path), toYaml(file));
}
console.log(`wrote ${files.length} files to ${K8S_DIR}/`);
