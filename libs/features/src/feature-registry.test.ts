import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ROUTES, FEATURES, PLATFORM_PROCESSES, PROCESSES, REMOTES, SERVICES, resolveApiRoute } from './index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const workspaces: string[] = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;

function coveredByWorkspaces(folder: string): boolean {
  return workspaces.some((pattern) =>
    pattern.endsWith('/*') ? path.dirname(folder) === pattern.slice(0, -2) : folder === pattern,
  );
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

  it('points at folders that exist and are npm workspaces, live services included', () => {
    for (const remote of REMOTES) {
      expect(existsSync(path.join(root, remote.folder, 'package.json')), remote.folder).toBe(true);
      expect(coveredByWorkspaces(remote.folder), remote.folder).toBe(true);
    }
    for (const proc of PROCESSES) {
      expect(existsSync(path.join(root, proc.folder, 'src', 'main.ts')), proc.folder).toBe(true);
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
