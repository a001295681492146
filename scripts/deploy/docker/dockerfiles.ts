import { edgeWorkload, identityProcess, releasesWorkload, serviceWorkloads } from '../deploy-targets.ts';
import type { DockerfileExpectations } from './dockerfile-rules.ts';
import {
  bundlePath,
  dockerfilePath,
  MIGRATE_ENTRY,
  MIGRATE_IMAGE,
  renderEdgeDockerfile,
  renderMigrateDockerfile,
  renderReleasesDockerfile,
  renderServiceDockerfile,
} from './dockerfile-template.ts';

export interface RenderedDockerfile {
  /** Repository-relative path of the committed file. */
  path: string;
  content: string;
  expected: DockerfileExpectations;
}

/**
 * Every image recipe the registry calls for: one per live service, the edge, the migration runner,
 * and the local OpenID provider (local runs only; docs/deploy.md).
 */
export function renderDockerfiles(): RenderedDockerfile[] {
  const edge = edgeWorkload();
  const releases = releasesWorkload();
  const identity = identityProcess();
  return [
    ...serviceWorkloads().map((service) => ({
      path: dockerfilePath(service.name),
      content: renderServiceDockerfile(service),
      expected: { port: service.port, entry: bundlePath(`${service.folder}/src/main.ts`) },
    })),
    {
      path: dockerfilePath(releases.name),
      content: renderReleasesDockerfile(releases),
      expected: { port: releases.port, entry: bundlePath(`${releases.folder}/src/main.ts`) },
    },
    {
      path: dockerfilePath(edge.name),
      content: renderEdgeDockerfile(edge),
      expected: { port: edge.port, entry: bundlePath(`${edge.folder}/src/main.ts`) },
    },
    { path: dockerfilePath(MIGRATE_IMAGE), content: renderMigrateDockerfile(), expected: { entry: bundlePath(MIGRATE_ENTRY) } },
    {
      path: dockerfilePath(identity.name),
      content: renderServiceDockerfile(identity, 'The local OpenID provider (local runs of the images; production uses a real provider)'),
      expected: { port: identity.port, entry: bundlePath(`${identity.folder}/src/main.ts`) },
    },
  ];
}
