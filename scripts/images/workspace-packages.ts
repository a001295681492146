import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The workspaces' own package.json declarations (docs/deploy.md, "What each image holds"): every
 * workspace declares the third-party packages its sources import, so an image can hold the
 * dependency closure of its one service and nothing else.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface PackageJson {
  name: string;
  version: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export const WORKSPACE_SCOPE = '@alive/';

export function readPackageJson(folder: string, root = repoRoot): PackageJson {
  return JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as PackageJson;
}

/** The `workspaces` globs of the root package.json (`dir/*` or a plain folder), expanded. */
export function workspaceFolders(root = repoRoot): string[] {
  const folders: string[] = [];
  for (const pattern of readPackageJson('.', root).workspaces ?? []) {
    const star = pattern.indexOf('*');
    if (star < 0) {
      if (existsSync(path.join(root, pattern, 'package.json'))) folders.push(pattern);
      continue;
    }
    const parent = path.posix.dirname(pattern.slice(0, star) + 'x');
    const prefix = path.posix.basename(pattern.slice(0, star) + 'x').slice(0, -1);
    const dir = path.join(root, parent);
    for (const name of readdirSync(dir).sort()) {
      const folder = parent === '.' ? name : `${parent}/${name}`;
      if (name.startsWith(prefix) && existsSync(path.join(root, folder, 'package.json'))) folders.push(folder);
    }
  }
  return folders;
}

/** package name → folder, for every workspace. */
export function workspacesByName(root = repoRoot): Map<string, string> {
  return new Map(workspaceFolders(root).map((folder) => [readPackageJson(folder, root).name, folder] as const));
}

/**
 * The third-party runtime packages a workspace needs, with the range each declares: its own
 * `dependencies` and those of every `@alive/*` workspace it depends on, transitively.
 */
export function productionClosure(folder: string, root = repoRoot): Map<string, string> {
  const byName = workspacesByName(root);
  const seen = new Set<string>();
  const closure = new Map<string, string>();
  const visit = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    for (const [name, range] of Object.entries(readPackageJson(dir, root).dependencies ?? {})) {
      if (name.startsWith(WORKSPACE_SCOPE)) {
        const next = byName.get(name);
        if (!next) throw new Error(`${dir}/package.json depends on ${name}, which is no workspace`);
        visit(next);
      } else if (!closure.has(name)) {
        closure.set(name, range);
      }
    }
  };
  visit(folder);
  return closure;
}

/** The version the root lockfile installed for a package (what the tests ran against). */
export function lockedVersion(name: string, root = repoRoot): string {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`package-lock.json has no node_modules/${name}`);
  return version;
}
