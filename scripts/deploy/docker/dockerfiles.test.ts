import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIVE_SERVICE_NAMES } from '@alive/features';
import { repoRoot } from '../deploy-targets.ts';
import { DOCKER_DIR, dockerfilePath } from './dockerfile-template.ts';
import { dockerfileProblems } from './dockerfile-rules.ts';
import { renderDockerfiles } from './dockerfiles.ts';

// The committed recipes are the generator's output (docs/deploy.md, "Images"): a registry change
// without `npm run render:dockerfiles` fails here, as does a hand edit that breaks a rule.
const rendered = renderDockerfiles();
const committed = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('deploy/docker', () => {
  it('has one recipe per live service, the edge, the migration runner and the local OpenID provider', () => {
    for (const name of [...LIVE_SERVICE_NAMES, 'edge', 'migrate', 'identity']) {
      expect(existsSync(path.join(repoRoot, dockerfilePath(name))), `${dockerfilePath(name)} exists`).toBe(true);
    }
  });

  it.each(rendered.map((file) => [file.path, file] as const))('%s equals the generator output', (_path, file) => {
    expect(committed(file.path)).toBe(file.content);
  });

  it('holds no recipe the generator does not make', () => {
    const made = new Set(rendered.map((file) => path.basename(file.path)));
    expect(readdirSync(path.join(repoRoot, DOCKER_DIR)).filter((name) => !made.has(name))).toEqual([]);
  });

  it.each(rendered.map((file) => [file.path, file] as const))('%s keeps every image rule', (_path, file) => {
    expect(dockerfileProblems(committed(file.path), file.expected)).toEqual([]);
  });

  it('serves the remote builds from the releases folder the staging fills', () => {
    expect(committed(dockerfilePath('edge'))).toContain('REMOTE_RELEASES_DIR=/app/releases');
  });
});
