import { REMOTES, SHELL_FOLDER } from '@alive/features';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { edgeWorkload, remoteReleases, repoRoot, serviceWorkloads } from '../deploy-targets.ts';
import type { DockerfileExpectations } from './dockerfile-rules.ts';
import {
  dockerfilePath,
  MIGRATE_ENTRY,
  MIGRATE_IMAGE,
  renderEdgeDockerfile,
  renderMigrateDockerfile,
  renderServiceDockerfile,
} from './dockerfile-template.ts';

export interface RenderedDockerfile {
  /** Repository-relative path of the committed file. */
  path: string;
  content: string;
  expected: DockerfileExpectations;
}

const packageName = (folder: string, root: string): string =>
  (JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string }).name;

/** Every image recipe the registry calls for: one per live service, the edge, and the migration runner. */
export function renderDockerfiles(root = repoRoot): RenderedDockerfile[] {
  const edge = edgeWorkload();
  const buildProjects = [SHELL_FOLDER, ...REMOTES.map((r) => r.folder)].map((folder) => packageName(folder, root));
  return [
    ...serviceWorkloads().map((service) => ({
      path: dockerfilePath(service.name),
      content: renderServiceDockerfile(service),
      expected: { port: service.port, entry: `${service.folder}/src/main.ts` },
    })),
    {
      path: dockerfilePath(edge.name),
      content: renderEdgeDockerfile(edge, remoteReleases(root), buildProjects),
      expected: { port: edge.port, entry: `${edge.folder}/src/main.ts` },
    },
    { path: dockerfilePath(MIGRATE_IMAGE), content: renderMigrateDockerfile(), expected: { entry: MIGRATE_ENTRY } },
  ];
}
