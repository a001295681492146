import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_EVENTS_PATH } from './live-reload-client.ts';
import { startRemoteDevServer, type RemoteDevServer } from './remote-dev-server.ts';

let dir: string;
let server: RemoteDevServer;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'remote-dev-server-'));
  mkdirSync(path.join(dir, 'build'));
  writeFileSync(path.join(dir, 'build', 'remoteEntry.js'), 'var choices;');
  writeFileSync(path.join(dir, 'secret.txt'), 'outside the build');
  server = await startRemoteDevServer({ root: path.join(dir, 'build'), port: 0 });
});

afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Reads server-sent events until `count` `built` events arrived. */
async function builtEvents(response: Response, count: number): Promise<string[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const hashes = () => [...text.matchAll(/event: built\ndata: (\S+)\n\n/g)].map((match) => match[1]!);
  while (hashes().length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return hashes();
}

describe('remote dev server', () => {
  it('serves the build with open CORS and no caching', async () => {
    const res = await fetch(`${server.origin}/remoteEntry.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('var choices;');
  });

  it('serves nothing outside the build folder', async () => {
    for (const target of ['/../secret.txt', '/%2e%2e/secret.txt', '/', '/missing.js']) {
      const res = await fetch(`${server.origin}${target}`);
      expect(res.status, target).toBe(404);
    }
    expect((await fetch(`${server.origin}/remoteEntry.js`, { method: 'POST' })).status).toBe(405);
  });

  it('adds the live-reload client, with the current build, to remoteEntry.js once a build is known', async () => {
    expect(await (await fetch(`${server.origin}/remoteEntry.js`)).text()).toBe('var choices;');
    server.built('abc123');
    const body = await (await fetch(`${server.origin}/remoteEntry.js`)).text();
    expect(body.startsWith('var choices;')).toBe(true);
    expect(body).toContain(`var url = "${server.origin}${DEV_EVENTS_PATH}", served = "abc123";`);
    server.built('def456');
    expect(await (await fetch(`${server.origin}/remoteEntry.js`)).text()).toContain('served = "def456"');
  });

  it('streams the current build on connect and every build after it', async () => {
    server.built('first');
    const res = await fetch(`${server.origin}${DEV_EVENTS_PATH}`);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const events = builtEvents(res, 2);
    server.built('second');
    expect(await events).toEqual(['first', 'second']);
  });
});
