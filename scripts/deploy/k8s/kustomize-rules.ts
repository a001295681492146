import path from 'node:path/posix';
import type { ManifestSet } from './manifest-rules.ts';

/**
 * Kustomize layout checks over deploy/k8s (paths relative to it): each kustomization lists every YAML
 * file of its folder, every listed file or folder exists, and an overlay's patches and image rewrites
 * hit something in what it includes. `kubectl apply -k` would otherwise drop a file silently.
 */
interface Kustomization {
  resources?: string[];
  patches?: { path?: string; target?: { kind?: string; name?: string } }[];
  images?: { name?: string }[];
}
interface K8sObject {
  kind?: string;
  metadata?: { name?: string };
}

const KUSTOMIZATION = 'kustomization.yaml';
const dirOf = (file: string) => path.dirname(file);

function kustomizationDirs(set: ManifestSet): string[] {
  return [...set.keys()].filter((p) => path.basename(p) === KUSTOMIZATION).map(dirOf);
}

/** The nearest folder at or above `file` that has a kustomization. */
function ownerOf(file: string, dirs: readonly string[]): string | undefined {
  for (let dir = dirOf(file); ; dir = dirOf(dir)) {
    if (dirs.includes(dir)) return dir;
    if (dir === '.' || dir === '/') return undefined;
  }
}

/** Objects a kustomization folder builds from (its resources, recursively), ignoring patches. */
function objectsOf(set: ManifestSet, dir: string, seen = new Set<string>()): K8sObject[] {
  if (seen.has(dir)) return [];
  seen.add(dir);
  const kustomization = set.get(path.join(dir, KUSTOMIZATION)) as Kustomization | undefined;
  return (kustomization?.resources ?? []).flatMap((resource) => {
    const target = path.join(dir, resource);
    if (set.has(path.join(target, KUSTOMIZATION))) return objectsOf(set, target, seen);
    const document = set.get(target);
    return document ? [document as K8sObject] : [];
  });
}

function imagesOf(objects: readonly K8sObject[]): string[] {
  return JSON.stringify(objects)
    .match(/"image":"[^"]+"/g)
    ?.map((m) => m.slice('"image":"'.length, -1).replace(/:[^:/]+$/, '')) ?? [];
}

export function kustomizationProblems(set: ManifestSet): string[] {
  const problems: string[] = [];
  const dirs = kustomizationDirs(set);
  if (dirs.length === 0) return ['no kustomization.yaml'];
  for (const dir of dirs) {
    const kustomization = (set.get(path.join(dir, KUSTOMIZATION)) ?? {}) as Kustomization;
    const listed = new Set<string>();
    for (const resource of kustomization.resources ?? []) {
      const target = path.join(dir, resource);
      listed.add(target);
      if (!set.has(target) && !set.has(path.join(target, KUSTOMIZATION))) problems.push(`${dir}: resource ${resource} does not exist`);
    }
    for (const patch of kustomization.patches ?? []) {
      if (!patch.path) continue;
      const target = path.join(dir, patch.path);
      listed.add(target);
      if (!set.has(target)) problems.push(`${dir}: patch ${patch.path} does not exist`);
    }
    for (const file of set.keys()) {
      if (path.basename(file) !== KUSTOMIZATION && ownerOf(file, dirs) === dir && !listed.has(file)) {
        problems.push(`${dir}: ${path.relative(dir, file)} is not listed in ${KUSTOMIZATION}`);
      }
    }
    const built = objectsOf(set, dir);
    for (const patch of kustomization.patches ?? []) {
      const document = patch.path ? (set.get(path.join(dir, patch.path)) as K8sObject | undefined) : undefined;
      const kind = patch.target?.kind ?? document?.kind;
      const name = patch.target?.name ?? document?.metadata?.name;
      if (!built.some((o) => o.kind === kind && o.metadata?.name === name)) problems.push(`${dir}: patch ${patch.path} hits no ${kind} ${name}`);
    }
    const images = new Set(imagesOf(built));
    for (const image of kustomization.images ?? []) {
      if (!image.name || !images.has(image.name)) problems.push(`${dir}: image ${image.name} is used by nothing it builds`);
    }
  }
  return problems;
}
