import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A service's own process, as deployed: bad settings stop it before it opens anything. */
describe('a service main with bad settings', () => {
  it('exits 1 with one line naming every bad variable, and no stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/service-main.ts'), 'admin'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      // No DATABASE_URL: the settings are checked before the database is asked for.
      env: { PATH: process.env.PATH, NODE_ENV: 'test', TRACK_RATE_LIMIT: 'abc', ADMIN_AI_TIMEOUT_MS: '0', ADMIN_PORT: '0' },
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.trim() && !line.includes('oidc-provider WARNING'));
    expect(lines).toEqual([
      'admin cannot start. Invalid settings: TRACK_RATE_LIMIT: expected <points>/<seconds> with both at least 1 (e.g. 120/60), got "abc"; ' +
        'ADMIN_AI_TIMEOUT_MS: expected a positive whole number, got "0"',
    ]);
    expect(run.stdout).toBe('');
  });
});
