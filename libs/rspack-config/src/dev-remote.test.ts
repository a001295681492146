import { rspack, type Stats } from '@rspack/core';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { devRemoteConfig } from './dev-remote.ts';

describe('devRemoteConfig', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes to the dev folder, not to the app build', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dev-remote-'));
    writeFileSync(path.join(dir, 'entry.js'), 'export default 1;\n');
    const outputPath = path.join(dir, 'dev-out');
    const config = devRemoteConfig(
      { mode: 'development', context: dir, entry: { remoteEntry: './entry.js' }, output: { path: path.join(dir, 'dist'), filename: '[name].js' } },
      { outputPath },
    );
    const stats = await new Promise<Stats>((resolve, reject) => rspack(config).run((error, result) => (error || !result ? reject(error) : resolve(result))));
    expect(stats.hasErrors()).toBe(false);
    expect(existsSync(path.join(outputPath, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  });

  it('compiles JSX for the production React runtime the shell shares, keeping the other swc options', () => {
    const swc = { loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: true } } } } };
    const config = devRemoteConfig({ mode: 'development', module: { rules: [swc, { test: /\.css$/, type: 'css' }] } }, { outputPath: '/tmp/x' });
    expect(config.module?.rules).toEqual([
      { loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: false } } } } },
      { test: /\.css$/, type: 'css' },
    ]);
  });

  it('refuses a production config: a dev build is never mistaken for a release', () => {
    expect(() => devRemoteConfig({ mode: 'production' }, { outputPath: '/tmp/x' })).toThrow(/development/);
  });
});
