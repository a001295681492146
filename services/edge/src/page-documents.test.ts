import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdge } from './app.ts';
import { NO_CACHE } from './cache-policy.ts';
import { APP_DOCUMENT, LANDING_DOCUMENT, hasSessionCookie, pageDocumentsFor } from './page-documents.ts';

describe('which document a page load gets', () => {
  it('a session cookie → the app document first, else the landing document', () => {
    expect(pageDocumentsFor('alive.sid=abc; alive.sid.sig=def')).toEqual([APP_DOCUMENT, LANDING_DOCUMENT]);
    expect(pageDocumentsFor(undefined)).toEqual([LANDING_DOCUMENT]);
    expect(pageDocumentsFor('')).toEqual([LANDING_DOCUMENT]);
  });

  it('reads the session cookie by its exact name and needs a value', () => {
    expect(hasSessionCookie(' theme=dark ;alive.sid=abc')).toBe(true);
    expect(hasSessionCookie('alive.sid.sig=def')).toBe(false);
    expect(hasSessionCookie('alive.sid=; other=1')).toBe(false);
    expect(hasSessionCookie('xalive.sid=abc')).toBe(false);
    expect(hasSessionCookie('alive.sid')).toBe(false);
  });
});

describe('the edge serves the prerendered documents', () => {
  let root: string;
  const servers: Server[] = [];

  async function edgeFor(shell: string): Promise<string> {
    const server = createEdge({ upstreams: {} as never, staticRoots: { shell, remotes: {} } }).listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'edge-documents-'));
    mkdirSync(join(root, 'both'));
    writeFileSync(join(root, 'both/index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(join(root, 'both/app.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(root, 'old'));
    writeFileSync(join(root, 'old/index.html'), '<!doctype html><title>old build</title>');
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(root, { recursive: true, force: true });
  });

  it('a page load with the session cookie gets the app document, without it the landing document', async () => {
    const base = await edgeFor(join(root, 'both'));
    for (const path of ['/', '/profile', '/groups/42']) {
      const signedIn = await fetch(`${base}${path}`, { headers: { cookie: 'alive.sid=abc; alive.sid.sig=def' } });
      expect(signedIn.status).toBe(200);
      expect(await signedIn.text()).toContain('<title>app</title>');
      const signedOut = await fetch(`${base}${path}`, { headers: { cookie: 'theme=dark' } });
      expect(await signedOut.text()).toContain('<title>landing</title>');
    }
  });

  it('says the answer depends on the cookie and keeps it revalidated, so no cache hands one document to the other visitor', async () => {
    const base = await edgeFor(join(root, 'both'));
    const signedIn = await fetch(`${base}/`, { headers: { cookie: 'alive.sid=abc' } });
    const signedOut = await fetch(`${base}/`);
    for (const response of [signedIn, signedOut]) {
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
      expect(response.headers.get('cache-control')).toBe(NO_CACHE);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    // Each document has its own validator: a landing document cached before sign-in is not "fresh" for the app document.
    expect(signedIn.headers.get('etag')).not.toBe(signedOut.headers.get('etag'));
    const revalidated = await fetch(`${base}/`, { headers: { cookie: 'alive.sid=abc', 'if-none-match': signedOut.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(200);
    expect(await revalidated.text()).toContain('<title>app</title>');
  });

  it('a build without the app document serves index.html to everyone', async () => {
    const base = await edgeFor(join(root, 'old'));
    const signedIn = await fetch(`${base}/profile`, { headers: { cookie: 'alive.sid=abc' } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain('<title>old build</title>');
  });

  it('the documents themselves are served by name (the service worker precaches them)', async () => {
    const base = await edgeFor(join(root, 'both'));
    expect(await (await fetch(`${base}/app.html`)).text()).toContain('<title>app</title>');
    expect(await (await fetch(`${base}/index.html`, { headers: { cookie: 'alive.sid=abc' } })).text()).toContain('<title>landing</title>');
  });
});
