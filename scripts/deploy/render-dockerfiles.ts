import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './deploy-targets.ts';
import { DOCKER_DIR } from './docker/dockerfile-template.ts';
import { renderDockerfiles } from './docker/dockerfiles.ts';

/** `npm run render:dockerfiles`: writes deploy/docker/ from the feature registry and removes recipes it no longer makes. */
const rendered = renderDockerfiles();
const dir = path.join(repoRoot, DOCKER_DIR);
mkdirSync(dir, { recursive: true });
const wanted = new Set(rendered.map((file) => path.basename(file.path)));
for (const name of readdirSync(dir)) if (name.endsWith('.Dockerfile') && !wanted.has(name)) rmSync(path.join(dir, name));
for (const file of rendered) writeFileSync(path.join(repoRoot, file.path), file.content);
console.log(`wrote ${rendered.length} Dockerfiles to ${DOCKER_DIR}/`);
