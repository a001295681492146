import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { PublishError, publishRemote } from './publish-remote.ts';

const script = fileURLToPath(new URL('./publish-remote.ts', import.meta.url));
let work: string;
let build: string;
let settings: { releasesDir: string; versionsFile: string };

function writeBuild(dir: string, marker: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ marker }));
  mkdirSync(path.join(dir, 'static'), { recursive: true });
  writeFileSync(path.join(dir, 'static', '181.b62f612d3a.js'), marker);
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'publish-remote-'));
  build = path.join(work, 'build');
  writeBuild(build, 'one');
  settings = { releasesDir: path.join(work, 'releases'), versionsFile: path.join(work, 'config', 'remote-versions.json') };
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('publishRemote', () => {
  it('copies the build to <releases>/<remote>/<version>/ and leaves no partial folder or versions file', async () => {
    const { folder, activated } = await publishRemote({ remote: 'profile', version: '1.0.0', from: build, ...settings });
    expect(folder).toBe(path.join(settings.releasesDir, 'profile', '1.0.0'));
    expect(readFileSync(path.join(folder, 'static', '181.b62f612d3a.js'), 'utf8')).toBe('one');
    expect(readdirSync(path.join(settings.releasesDir, 'profile'))).toEqual(['1.0.0']);
    expect(activated).toBe(false);
    expect(existsSync(settings.versionsFile)).toBe(false);
  });

  it('records the SHA-384 of every file in integrity.json, in Subresource Integrity form', async () => {
    const { folder, files } = await publishRemote({ remote: 'profile', version: 'v1', from: build, ...settings });
    const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    expect(JSON.parse(readFileSync(path.join(folder, 'integrity.json'), 'utf8'))).toEqual({
      algorithm: 'sha384',
      files: { 'mf-manifest.json': sri(JSON.stringify({ marker: 'one' })), 'static/181.b62f612d3a.js': sri('one') },
    });
    expect(files).toBe(2);
  });

  it('refuses a build that already carries an integrity.json', async () => {
    writeFileSync(path.join(build, 'integrity.json'), '{}');
    await expect(publishRemote({ remote: 'profile', version: 'v1', from: build, ...settings })).rejects.toThrow(/must not carry one/);
    expect(existsSync(settings.releasesDir)).toBe(false);
  });

  it('refuses to overwrite a published version, which keeps its files', async () => {
    await publishRemote({ remote: 'profile', version: 'v1', from: build, ...settings });
    const other = path.join(work, 'other');
    writeBuild(other, 'two');
    await expect(publishRemote({ remote: 'profile', version: 'v1', from: other, ...settings })).rejects.toThrow(/already published/);
    expect(readFileSync(path.join(settings.releasesDir, 'profile', 'v1', 'mf-manifest.json'), 'utf8')).toContain('one');
    expect(readdirSync(path.join(settings.releasesDir, 'profile'))).toEqual(['v1']);
  });

  it.each([
    ['an unknown remote', { remote: 'nope', version: 'v1' }, /unknown remote "nope"/],
    ['a version with a slash', { remote: 'profile', version: '../v1' }, /bad version/],
    ['a version with ..', { remote: 'profile', version: 'v1..2' }, /bad version/],
    ['a folder without a build', { remote: 'profile', version: 'v1', from: '/nonexistent-build' }, /has no mf-manifest.json/],
  ])('refuses %s', async (_case, overrides, message) => {
    await expect(publishRemote({ from: build, ...settings, ...overrides })).rejects.toThrow(PublishError);
    await expect(publishRemote({ from: build, ...settings, ...overrides })).rejects.toThrow(message);
    expect(existsSync(settings.releasesDir) ? readdirSync(settings.releasesDir) : []).toEqual([]);
  });

  it('--activate points the versions file at the new version and keeps the other remotes', async () => {
    mkdirSync(path.dirname(settings.versionsFile), { recursive: true });
    writeFileSync(settings.versionsFile, JSON.stringify({ groups: 'g1', profile: 'v0' }));
    await publishRemote({ remote: 'profile', version: 'v2', from: build, activate: true, ...settings });
    expect(JSON.parse(readFileSync(settings.versionsFile, 'utf8'))).toEqual({ groups: 'g1', profile: 'v2' });
    expect(readdirSync(path.dirname(settings.versionsFile))).toEqual(['remote-versions.json']);
  });

  it('--activate refuses to rewrite a versions file it cannot read, before publishing anything', async () => {
    mkdirSync(path.dirname(settings.versionsFile), { recursive: true });
    writeFileSync(settings.versionsFile, '{"profile":');
    await expect(publishRemote({ remote: 'profile', version: 'v2', from: build, activate: true, ...settings })).rejects.toThrow(/is not JSON/);
    expect(readFileSync(settings.versionsFile, 'utf8')).toBe('{"profile":');
    expect(existsSync(settings.releasesDir)).toBe(false);
  });
});

describe('npm run publish:remote', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      encoding: 'utf8',
      env: { ...process.env, REMOTE_RELEASES_DIR: settings.releasesDir, REMOTE_VERSIONS_FILE: settings.versionsFile },
    });

  it('publishes and activates from the command line, and exits non-zero with a message when it refuses', () => {
    const ok = run('groups', 'v1', '--from', build, '--activate');
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`published groups v1 to ${path.join(settings.releasesDir, 'groups', 'v1')}`);
    expect(JSON.parse(readFileSync(settings.versionsFile, 'utf8'))).toEqual({ groups: 'v1' });

    const again = run('groups', 'v1', '--from', build);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('publish-remote: groups v1 is already published');

    const usage = run('groups');
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('usage: npm run publish:remote');
  });
});
