import { edgeWorkload, identityProcess, releasesWorkload, releaseVersion, remoteReleases, serviceWorkloads, type RemoteRelease } from '../deploy/deploy-targets.ts';
import { dockerfilePath, MIGRATE_ENTRY, MIGRATE_IMAGE, RELEASES_DIR } from '../deploy/docker/dockerfile-template.ts';
import { PROCESS_MAIN } from '../service-entries.ts';

/**
 * What each image holds (docs/deploy.md, "What each image holds"): one bundled entry (esbuild turns
 * the TypeScript of the service and the @alive libraries it imports into one JavaScript file), the
 * few packages that cannot be bundled, installed from the workspace's own declared dependencies, and
 * for the edge the built shell and remotes.
 */

export interface ImagePlan {
  name: string;
  /** The workspace whose declared dependencies (and its @alive libraries') the image may hold. */
  workspace: string;
  /** The TypeScript entry, relative to the repository root; the bundle sits next to it as `.mjs`. */
  entry: string;
  /**
   * The entry's text when no file holds it: a registry process's main is derived (PROCESS_MAIN in
   * scripts/service-entries.ts), bundled as if it were `<folder>/src/main.ts`.
   */
  source?: string;
  /** Folders copied from the repository as they are: `[from (repository), to (under /app)]`. */
  copies: readonly (readonly [string, string])[];
  /** Built browser apps: `[from (repository), to (absolute in the image)]`. */
  statics: readonly (readonly [string, string])[];
}

/** A registry process's entry: its derived main, bundled beside its service-entry.ts. */
const processMain = (folder: string): Pick<ImagePlan, 'entry' | 'source'> => ({ entry: `${folder}/${PROCESS_MAIN.file}`, source: PROCESS_MAIN.source });

export function servicePlans(): ImagePlan[] {
  return serviceWorkloads().map((service) => ({
    name: service.name,
    workspace: service.folder,
    ...processMain(service.folder),
    copies: [],
    statics: [],
  }));
}

/** The local OpenID provider: the smoke run signs in against it; production points OIDC_ISSUER at a real provider. */
export function identityPlan(): ImagePlan {
  const identity = identityProcess();
  return { name: identity.name, workspace: identity.folder, ...processMain(identity.folder), copies: [], statics: [] };
}

export function edgePlan(remotes: readonly RemoteRelease[] = remoteReleases()): ImagePlan {
  const edge = edgeWorkload();
  return {
    name: edge.name,
    workspace: edge.folder,
    ...processMain(edge.folder),
    copies: [],
    statics: [
      ['shell/dist', '/app/shell/dist'],
      ...remotes.map((remote) => [`${remote.folder}/dist`, `${RELEASES_DIR}/${remote.name}/${remote.version}`] as const),
    ],
  };
}

/** The release controller registers every remote build it holds, so it holds the same set as the edge. */
export function releasesPlan(remotes: readonly RemoteRelease[] = remoteReleases()): ImagePlan {
  const releases = releasesWorkload();
  return {
    name: releases.name,
    workspace: releases.folder,
    ...processMain(releases.folder),
    copies: [],
    statics: remotes.map((remote) => [`${remote.folder}/dist`, `${RELEASES_DIR}/${remote.name}/${remote.version}`] as const),
  };
}

export function migratePlan(): ImagePlan {
  return { name: MIGRATE_IMAGE, workspace: 'libs/db', entry: MIGRATE_ENTRY, copies: [['libs/db/prisma/migrations', 'libs/db/prisma/migrations']], statics: [] };
}

/** Every image, in the order the smoke run starts them. */
export function imagePlans(): ImagePlan[] {
  return [migratePlan(), identityPlan(), ...servicePlans(), releasesPlan(), edgePlan()];
}

export const imageRef = (name: string, version = releaseVersion()): string => `localhost/alive/${name}:${version}`;
export const recipeOf = (plan: ImagePlan): string => dockerfilePath(plan.name);
