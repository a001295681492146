import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIVE_SERVICE_NAMES } from '@alive/features';
import { declaredDurables, EVENT_CONSUMERS, remoteReleases, repoRoot, serviceWorkloads } from './deploy-targets.ts';
import { EVENTS_STREAM } from './k8s/cluster-settings.ts';

// The deploy tables copy a few names from the code (durable consumers, secrets each service reads);
// docs/deploy.md says where they come from, and these checks fail when the code moves on without them.

function sourceOf(dir: string): string {
  return readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.includes('generated'))
    .map((file) => readFileSync(path.join(repoRoot, dir, file), 'utf8'))
    .join('\n');
}

describe('deploy targets', () => {
  it('finds durable names in source', () => {
    expect(declaredDurables("export const CHOICE_MADE_CONSUMER = 'a';\nexport const GROUPS_CHOICE_MADE_QUEUE = 'groups';")).toEqual(['a']);
  });

  it('names the real durable consumer of every service that consumes events, and only those', () => {
    // Read from each service's events folder; every durable declared anywhere in its sources is there.
    expect(EVENT_CONSUMERS.groups?.map((c) => c.durable)).toEqual(expect.arrayContaining(['groups-choice-made', 'groups-membership-changed']));
    const declared = Object.fromEntries(
      LIVE_SERVICE_NAMES.map((name) => [name, declaredDurables(sourceOf(`services/${name}/src`))] as const).filter(([, durables]) => durables.length > 0),
    );
    const listed = Object.fromEntries(Object.entries(EVENT_CONSUMERS).map(([name, consumers]) => [name, consumers.map((c) => c.durable).sort()]));
    expect(listed).toEqual(declared);
  });

  it('scales on the stream the bus publishes to', () => {
    expect(sourceOf('libs/events/src')).toContain(`name: '${EVENTS_STREAM}'`);
  });

  it('passes each service the secrets its code reads, and every secret it reads', () => {
    const shared = sourceOf('libs/service-kit/src') + sourceOf('libs/db/src');
    for (const service of serviceWorkloads()) {
      const own = sourceOf(`${service.folder}/src`);
      for (const secret of service.secrets) expect(own + shared, `${service.name} reads ${secret.name}`).toContain(secret.name);
      if (own.includes('OPENAI_API_KEY')) expect(service.secrets.map((s) => s.name), service.name).toContain('OPENAI_API_KEY');
    }
  });

  it('versions every remote by its package.json', () => {
    for (const remote of remoteReleases()) {
      const pkg = JSON.parse(readFileSync(path.join(repoRoot, remote.folder, 'package.json'), 'utf8')) as { version: string };
      expect(remote.version).toBe(pkg.version);
    }
  });
});
