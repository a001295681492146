import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ROUTES, FEATURES, PLATFORM_PROCESSES, PROCESSES, REMOTES, SERVICES, resolveApiRoute } from './index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const workspaces: string[] = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;

/** npm's workspace globs as used here: `*` stands for one path segment or part of one (`mfe-*`, `services/*`). */
function coveredByWorkspaces(folder: string): boolean {
  return workspaces.some((pattern) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('[^/]+')}$`).test(folder));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

describe('feature registry', () => {
  it('names features, remotes, services, prefixes and ports once each', () => {
    const unique = (values: readonly unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(FEATURES.map((f) => f.name));
    unique(REMOTES.map((r) => r.name));
    unique(REMOTES.map((r) => r.folder));
    unique(SERVICES.map((s) => s.name));
    unique(API_ROUTES.map((r) => r.prefix));
    unique([...SERVICES.map((s) => s.defaultPort), ...PLATFORM_PROCESSES.map((p) => p.defaultPort)]);
  });

  it('lists every feature app folder the workspaces take in (mfe-*)', () => {
    const apps = readdirSync(root).filter((name) => name.startsWith('mfe-') && existsSync(path.join(root, name, 'package.json')));
    expect(apps.sort()).toEqual(REMOTES.map((remote) => remote.folder).sort());
  });

  it('points at folders that exist and are npm workspaces, live services included', () => {
    for (const remote of REMOTES) {
      expect(existsSync(path.join(root, remote.folder, 'package.json')), remote.folder).toBe(true);
      expect(coveredByWorkspaces(remote.folder), remote.folder).toBe(true);
    }
    for (const proc of PROCESSES) {
      expect(existsSync(path.join(root, proc.folder, 'src', 'service-entry.ts')), proc.folder).toBe(true);
      expect(coveredByWorkspaces(proc.folder), proc.folder).toBe(true);
    }
  });

  it('has a folder for every live service and none for a planned one', () => {
    for (const service of SERVICES) {
      expect(existsSync(path.join(root, service.folder)), service.folder).toBe(service.status === 'live');
    }
  });

  it('routes every /api prefix to its service by longest prefix, and nothing else', () => {
    expect(resolveApiRoute('/api/groups/abc/recommendations')).toMatchObject({ service: 'groups', status: 'live' });
    expect(resolveApiRoute('/api/user-choices')).toMatchObject({ service: 'choices', status: 'live' });
    expect(resolveApiRoute('/api/debug/recommendation-performance')?.service).toBe('recommendations');
    expect(resolveApiRoute('/api/auth')?.service).toBe('auth');
    expect(resolveApiRoute('/api/unknown')).toBeNull();
  });
});
