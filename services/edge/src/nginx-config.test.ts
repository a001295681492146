import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LIVE_SERVICE_NAMES, LIVE_SERVICES, type LiveServiceName } from '@alive/features';
import { SESSION_COOKIE_NAME } from '@alive/service-kit';
import { renderNginxConfig, SESSION_COOKIE_PATTERN } from './nginx-config.ts';
import { nginxModuleLoads } from './nginx-modules.ts';
import { rawRequest } from './raw-request.test-support.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { hasSessionCookie } from './page-documents.ts';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL, LISTED_COMPRESSIBLE_TYPES } from './response-compression.ts';
import { API_ROUTES } from './route-table.ts';

// Every live service of the registry on its default port; choices with two replicas.
const upstreams = {
  ...Object.fromEntries(LIVE_SERVICES.map((service) => [service.name, `${service.name}:${service.defaultPort}`])),
  choices: 'choices-1:4002, choices-2:4002',
} as Record<LiveServiceName, string>;
const options = {
  upstreams,
  remoteManifest: {
    choices: { manifest: 'https://cdn.example/choices/mf-manifest.json', routes: [{ path: '/', module: './HomeScreen', title: "Alex's" }] },
    profile: { manifest: '/remotes/profile/mf-manifest.json' },
  },
  shellRoot: '/srv/alive/shell',
  assetsRoot: '/srv/alive',
  oidcIssuer: 'https://id.example/realms/alive',
};
const config = renderNginxConfig(options);

const policy = contentSecurityPolicy({
  remoteManifestUrls: ['https://cdn.example/choices/mf-manifest.json', '/remotes/profile/mf-manifest.json'],
  oidcIssuer: 'https://id.example/realms/alive',
});

/**
 * A main config around the rendered server block, in `dir`: the brotli module loaded (CI installs
 * Debian's libnginx-mod-http-brotli-filter), every temp path and log in `dir`.
 */
function mainConfig(dir: string, site: string): string {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  writeFileSync(join(dir, 'site.conf'), site);
  const file = join(dir, 'nginx.conf');
  writeFileSync(
    file,
    [
      nginxModuleLoads(),
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')};`,
      'events {}',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, 'temp')};`),
      `  include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return file;
}

/** The upstreams on loopback, so nginx can resolve them where it checks or runs the config. */
const onLoopback = (servers: typeof upstreams) =>
  Object.fromEntries(Object.entries(servers).map(([name, list]) => [name, list.replace(/[a-z0-9-]+:/g, '127.0.0.1:')])) as typeof upstreams;

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const get = rawRequest;

function locationBody(prefix: string): string {
  const start = config.indexOf(`location ^~ ${prefix} {`);
  expect(start, `location for ${prefix}`).toBeGreaterThanOrEqual(0);
  // A location ends at its closing brace on a line of its own (JSON bodies contain braces).
  return config.slice(start, config.indexOf('\n  }', start));
}

describe('renderNginxConfig', () => {
  it('is a config nginx itself accepts (nginx -t; CI installs Debian\'s nginx)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-t-'));
    try {
      const file = mainConfig(dir, renderNginxConfig({ ...options, upstreams: onLoopback(upstreams), listen: '127.0.0.1:8080' }));
      const check = spawnSync('nginx', ['-t', '-q', '-p', dir, '-c', file], { encoding: 'utf8' });
      expect(check.error, 'nginx is not installed (apt-get install nginx)').toBeUndefined();
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has one proxied location per live route of the table, to the owning service', () => {
    const live = API_ROUTES.filter((route) => route.status !== 'planned');
    expect(live.length).toBeGreaterThan(0);
    for (const route of live) {
      expect(locationBody(route.prefix)).toContain(`proxy_pass http://alive_${route.service};`);
    }
    expect(config).toContain('location = /api/recommendations {');
  });

  it('answers 501 { message } on the prefixes of a planned service and proxies none of them', () => {
    // Every feature's service is live today; a table with groups still planned stands in for the next one.
    const routes = API_ROUTES.map((route) => (route.service === 'groups' ? { ...route, status: 'planned' as const } : route));
    const { groups: _groups, ...liveUpstreams } = upstreams;
    const withPlanned = renderNginxConfig({ ...options, upstreams: liveUpstreams as typeof upstreams, routes });
    const start = withPlanned.indexOf('location ^~ /api/groups {');
    expect(start).toBeGreaterThanOrEqual(0);
    const body = withPlanned.slice(start, withPlanned.indexOf('\n  }', start));
    expect(body).toContain('default_type application/json;');
    expect(body).toContain(`return 501 '{"message":"The groups service is not available yet."}';`);
    expect(body).toContain('add_header Cache-Control "no-store" always;');
    expect(body).not.toContain('proxy_pass');
    expect(withPlanned).not.toContain('alive_groups');
  });

  it('declares upstream pools for the live services only, with every replica and keep-alive', () => {
    expect(config).toContain("upstream alive_choices {\n  server choices-1:4002;\n  server choices-2:4002;\n  keepalive 64;");
    const pools = [...config.matchAll(/^upstream alive_([a-z]+) \{/gm)].map((match) => match[1]);
    expect(pools).toEqual(LIVE_SERVICE_NAMES);
  });

  it('orders API locations longest first and forwards client information', () => {
    const positions = API_ROUTES.map((r) => ({ len: r.prefix.length, at: config.indexOf(`location ^~ ${r.prefix} {`) }));
    const sorted = [...positions].sort((a, b) => a.at - b.at);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!.len).toBeGreaterThanOrEqual(sorted[i]!.len);
    expect(locationBody('/api/user-choices')).toContain('X-Forwarded-For $proxy_add_x_forwarded_for');
  });

  it('serves /remotes.json (escaped), remote assets and the shell with the cache policy', () => {
    expect(config).toContain(
      `return 200 '{"choices":{"manifest":"https://cdn.example/choices/mf-manifest.json","routes":[{"path":"/","module":"./HomeScreen","title":"Alex\\'s"}]},"profile":{"manifest":"/remotes/profile/mf-manifest.json"}}';`,
    );
    expect(config).toContain('public, max-age=31536000, immutable');
    expect(config).toContain('try_files $uri /$alive_page_document /index.html;');
    expect(config).toContain('root /srv/alive/shell;');
  });

  it('compresses as the Node edge does, proxied answers included: the same types, threshold and levels, gzip and brotli', () => {
    const types = LISTED_COMPRESSIBLE_TYPES.join(' ');
    for (const line of [
      'gzip on;',
      `gzip_types ${types};`,
      `gzip_min_length ${COMPRESSION_THRESHOLD_BYTES};`,
      `gzip_comp_level ${GZIP_LEVEL};`,
      'gzip_proxied any;',
      'gzip_vary on;',
      'brotli on;',
      `brotli_types ${types};`,
      `brotli_min_length ${COMPRESSION_THRESHOLD_BYTES};`,
      `brotli_comp_level ${BROTLI_QUALITY};`,
    ]) {
      expect(config).toContain(`\n  ${line}\n`);
    }
    expect(config).not.toContain('text/event-stream');
  });

  it('picks the page document by the session cookie, as the Node edge reads it', () => {
    expect(config).toContain(`"~${SESSION_COOKIE_PATTERN}" app.html;`);
    const pattern = new RegExp(SESSION_COOKIE_PATTERN);
    for (const cookie of [`${SESSION_COOKIE_NAME}=abc`, ` theme=dark ;${SESSION_COOKIE_NAME}=abc`, `${SESSION_COOKIE_NAME}.sig=def`, `${SESSION_COOKIE_NAME}=; other=1`, `x${SESSION_COOKIE_NAME}=abc`, SESSION_COOKIE_NAME, `${SESSION_COOKIE_NAME} = abc`]) {
      expect(pattern.test(cookie), cookie).toBe(hasSessionCookie(cookie));
    }
    const shell = config.slice(config.indexOf('\n  location / {'));
    expect(shell).toContain('add_header Vary "Cookie" always;');
    expect(shell).toContain('index $alive_page_document index.html;');
  });

  it('serves the service worker from the shell, revalidated on every load, and 404 rather than the page when missing', () => {
    const start = config.indexOf('location = /sw.js {');
    expect(start).toBeGreaterThan(0);
    const body = config.slice(start, config.indexOf('\n  }', start));
    expect(body).toContain('root /srv/alive/shell;');
    expect(body).toContain('add_header Cache-Control "no-cache" always;');
    expect(body).toContain('try_files $uri =404;');
    expect(policy).toContain("worker-src 'self'");
  });

  it('sends the security headers from every location that sets headers of its own (nginx drops inherited ones there)', () => {
    // A block runs to its first line that is only a closing brace (location regexes contain `{8,}`).
    const bodies = config.split(/\n\s*location /).slice(1).map((block) => block.split(/\n\s*\}\s*\n/)[0]!);
    const withOwnHeaders = bodies.filter((body) => body.includes('add_header Cache-Control'));
    // /remotes.json, /remotes/, its hashed chunks, shell chunks, /sw.js, / — and the API answers nginx writes itself.
    const plannedLocations = API_ROUTES.filter((route) => route.status === 'planned').length;
    expect(withOwnHeaders.length).toBe(6 + plannedLocations + 1);
    for (const body of withOwnHeaders) {
      expect(body).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(body).toContain('add_header X-Frame-Options "DENY" always;');
      expect(body).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    }
  });

  it('sends the same Content-Security-Policy as the dev edge, naming the remotes served elsewhere and the provider', () => {
    expect(policy).toContain("script-src 'self' https://cdn.example;");
    expect(policy).toContain("form-action 'self' https://id.example;");
    // Server level too, for locations without headers of their own (the 501s, /healthz).
    expect(config).toMatch(/^ {2}add_header Content-Security-Policy "[^"]+" always;$/m);
  });

  it('answers 404 for source maps, of the shell and of the remotes, before any file location', () => {
    const shellMaps = config.indexOf('\n  location ~* \\.map$ {\n    return 404;\n  }');
    expect(shellMaps).toBeGreaterThan(0);
    expect(shellMaps).toBeLessThan(config.indexOf('\n  location ~* "\\.[0-9a-f]{8,}'));
    const remotes = locationBody('/remotes/');
    expect(remotes.indexOf('location ~* \\.map$ {\n      return 404;')).toBeGreaterThan(0);
    expect(remotes.indexOf('location ~* \\.map$')).toBeLessThan(remotes.indexOf('location ~* "\\.[0-9a-f]{8,}'));
    // Nor is a remote's screens bundle served (the Node edge runs it).
    expect(remotes).toContain('location ~ /screens/render\\.cjs$ {\n      return 404;');
    expect(config).not.toContain('(\\.map)?');
  });

  it('serves a published remote version from its subfolder of the assets root, with the same cache rules', () => {
    const versioned = renderNginxConfig({ ...options, remoteManifest: { profile: { manifest: '/remotes/profile/v2/mf-manifest.json' } } });
    expect(versioned).toContain(`return 200 '{"profile":{"manifest":"/remotes/profile/v2/mf-manifest.json"}}';`);
    // A prefix location with `root`: /remotes/profile/v2/x.js is /srv/alive/remotes/profile/v2/x.js, and its
    // nested hashed-chunk and source-map rules match at any depth.
    const remotes = locationBody('/remotes/');
    expect(remotes).toContain('root /srv/alive;');
    expect(remotes).not.toMatch(/alias|\/remotes\/\(/);
    expect(remotes).toContain('add_header Cache-Control "no-cache" always;');
    // A regex with braces is quoted, as nginx requires.
    const hashed = /location ~\* "(\S+)" \{\n\s+add_header Access-Control-Allow-Origin "\*" always;\n\s+add_header Cache-Control "public, max-age=31536000, immutable"/.exec(remotes);
    const chunk = new RegExp(hashed?.[1] ?? '^$', 'i');
    expect(chunk.test('/remotes/profile/v2/181.b62f612d3a.js')).toBe(true);
    expect(chunk.test('/remotes/profile/v2/remoteEntry.js')).toBe(false);
  });
});

describe('the rendered config, run by nginx', () => {
  it('serves app.html with a session cookie and index.html without, and compresses a service\'s answer with gzip and brotli', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-run-'));
    const shellRoot = join(dir, 'shell');
    mkdirSync(shellRoot);
    writeFileSync(join(shellRoot, 'index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(join(shellRoot, 'app.html'), '<!doctype html><title>app</title>');
    const plan = JSON.stringify({ pairs: Array.from({ length: 100 }, (_, id) => ({ id, left: `choice ${id}`, right: `other ${id}` })) });
    expect(Buffer.byteLength(plan)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const service: Server = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', vary: 'Cookie', 'content-length': Buffer.byteLength(plan) });
      res.end(plan);
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const servicePort = (service.address() as AddressInfo).port;
    const port = await freePort();
    const local = { ...onLoopback(upstreams), choices: `127.0.0.1:${servicePort}` };
    const file = mainConfig(dir, renderNginxConfig({ ...options, upstreams: local, shellRoot, listen: `127.0.0.1:${port}` }));
    const nginx = spawn('nginx', ['-p', dir, '-c', file, '-g', 'daemon off; master_process off;'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    try {
      const up = () => get(port, '/healthz').then((res) => res.status, () => (nginx.exitCode === null ? 0 : `nginx exited: ${readFileSync(join(dir, 'error.log'), 'utf8')}`));
      await expect.poll(up, { timeout: 10_000 }).toBe(200);
      const signedIn = { cookie: `theme=dark; ${SESSION_COOKIE_NAME}=abc` };
      for (const path of ['/', '/profile']) {
        expect((await get(port, path, signedIn)).bytes.toString(), path).toContain('<title>app</title>');
        expect((await get(port, path)).bytes.toString(), path).toContain('<title>landing</title>');
        expect((await get(port, path, { cookie: `${SESSION_COOKIE_NAME}=` })).bytes.toString(), path).toContain('<title>landing</title>');
      }
      const page = await get(port, '/profile', signedIn);
      expect(page.headers.vary).toContain('Cookie');
      expect(page.headers['cache-control']).toBe('no-cache');

      const br = await get(port, '/api/choice-pairs/plan', { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.bytes).toString()).toBe(plan);
      expect(br.headers['cache-control']).toBe('no-store');
      // The service's Vary and nginx's own, each once (Node's client joins the two header lines).
      expect(br.headers.vary?.split(', ').sort()).toEqual(['Accept-Encoding', 'Cookie']);
      const gzip = await get(port, '/api/choice-pairs/plan', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.bytes).toString()).toBe(plan);
      const identity = await get(port, '/api/choice-pairs/plan');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.bytes.toString()).toBe(plan);
    } finally {
      nginx.kill('SIGTERM');
      await exited;
      await new Promise((resolve) => service.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('npm run nginx-config', () => {
  it('renders nothing and exits 1 when the versions file names a version that is not published', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-render-'));
    try {
      writeFileSync(join(dir, 'remote-versions.json'), JSON.stringify({ choices: 'v9' }));
      const script = fileURLToPath(new URL('./render-nginx-config.ts', import.meta.url));
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, REMOTE_RELEASES_DIR: dir, REMOTE_VERSIONS_FILE: join(dir, 'remote-versions.json') },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('remote versions file unusable, nothing rendered: choices v9 is not published');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
