import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROCESSES } from '@alive/features';
import { readSettings } from '@alive/service-kit';
import { launcherSettings, startedProcesses } from './start-settings.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = (env: Record<string, string>) => startedProcesses(readSettings(launcherSettings, env)).map((proc) => proc.name);
const everyProcess = PROCESSES.map((proc) => proc.name);

// `npm start` runs the built-in OpenID provider, whose demo accounts share a published password, in
// production only when asked for by name (docs/deploy.md, "Production settings").
describe('the processes npm start runs', () => {
  it('are every process of the registry in development, the demo OpenID provider first', () => {
    expect(started({})).toEqual(everyProcess);
    expect(everyProcess[0]).toBe('identity');
  });

  it('leave the demo OpenID provider out in production unless IDENTITY_PROVIDER=demo', () => {
    expect(started({ NODE_ENV: 'production' })).toEqual(everyProcess.filter((name) => name !== 'identity'));
    expect(started({ NODE_ENV: 'production', IDENTITY_PROVIDER: 'demo' })).toEqual(everyProcess);
  });

  it('leave it out in development too when the site signs in at a real provider', () => {
    expect(started({ IDENTITY_PROVIDER: 'external' })).not.toContain('identity');
  });
});

describe('npm start in production with the defaults', () => {
  it('exits 1 before it starts anything, with one line naming every published value to change', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.trim() && !line.includes('oidc-provider WARNING'));
    expect(lines).toEqual([
      '[start] Invalid settings: SESSION_KEYS: must be set in production; ' +
        'OIDC_CLIENT_SECRET: must not be the published default in production, set the secret your OpenID provider issued for the site; ' +
        "ADMIN_EMAILS: must not name a demo account (admin@alive.local) in production unless IDENTITY_PROVIDER=demo, list your administrators' e-mails",
    ]);
    expect(run.stdout).toBe('');
  });
});
