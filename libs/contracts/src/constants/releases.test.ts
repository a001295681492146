import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUILD_ID_LENGTH, buildIdOfIntegrity, buildIdOfLabel, buildLabel } from './releases.ts';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const hex = (text: string) => createHash('sha384').update(text).digest('hex');

describe('build labels', () => {
  it('name a build by the first hex digits of its manifest’s SHA-384', () => {
    const id = buildIdOfIntegrity(sri('{"name":"choices"}'));
    expect(id).toBe(hex('{"name":"choices"}').slice(0, BUILD_ID_LENGTH));
    expect(buildLabel(id!)).toBe(`build:${id}`);
    expect(buildIdOfLabel(buildLabel(id!))).toBe(id);
  });

  it('are never a version name, and nothing else reads as one', () => {
    for (const label of ['', 'v1', 'build', 'build:', 'build:XYZ0123456', 'build:0123456789a', 'unversioned', null, undefined]) expect(buildIdOfLabel(label)).toBeNull();
    for (const integrity of ['', 'sha256-abc', `sha384-${'A'.repeat(63)}`, null]) expect(buildIdOfIntegrity(integrity)).toBeNull();
  });
});
