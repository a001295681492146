import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIVE_SERVICE_NAMES, LIVE_SERVICES, type LiveServiceName } from '@alive/features';
import { renderNginxConfig } from './nginx-config.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
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
      // The upstreams must resolve where nginx checks the config: the same services on loopback.
      const local = Object.fromEntries(Object.entries(upstreams).map(([name, servers]) => [name, servers.replace(/[a-z0-9-]+:/g, '127.0.0.1:')])) as typeof upstreams;
      mkdirSync(join(dir, 'temp'));
      writeFileSync(join(dir, 'site.conf'), renderNginxConfig({ ...options, upstreams: local, listen: '127.0.0.1:8080' }));
      writeFileSync(
        join(dir, 'nginx.conf'),
        `pid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\nevents {}\nhttp {\n  proxy_temp_path ${join(dir, 'temp')};\n  client_body_temp_path ${join(dir, 'temp')};\n  include ${join(dir, 'site.conf')};\n}\n`,
      );
      const check = spawnSync('nginx', ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
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
    expect(config).toContain('try_files $uri /index.html;');
    expect(config).toContain('root /srv/alive/shell;');
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
