import { describe, expect, it } from 'vitest';
import { renderNginxConfig } from './nginx-config.ts';
import { API_ROUTES } from './route-table.ts';

const config = renderNginxConfig({
  upstreams: {
    auth: 'auth:4001',
    choices: 'choices-1:4002, choices-2:4002',
    profile: 'profile:4003',
    recommendations: 'recommendations:4004',
    groups: 'groups:4005',
    admin: 'admin:4006',
  },
  remoteManifest: {
    choices: { manifest: 'https://cdn.example/choices/mf-manifest.json', routes: [{ path: '/', module: './HomeScreen', title: "Alex's" }] },
    profile: { manifest: '/remotes/profile/mf-manifest.json' },
  },
  shellRoot: '/srv/alive/shell',
  assetsRoot: '/srv/alive',
});

function locationBody(prefix: string): string {
  const start = config.indexOf(`location ^~ ${prefix} {`);
  expect(start, `location for ${prefix}`).toBeGreaterThanOrEqual(0);
  return config.slice(start, config.indexOf('}', start));
}

describe('renderNginxConfig', () => {
  it('has one proxied location per route of the table, to the owning service', () => {
    for (const route of API_ROUTES) {
      expect(locationBody(route.prefix)).toContain(`proxy_pass http://alive_${route.service};`);
    }
    expect(config).toContain('location = /api/recommendations {');
  });

  it('declares upstream pools with every replica and keep-alive', () => {
    expect(config).toContain("upstream alive_choices {\n  server choices-1:4002;\n  server choices-2:4002;\n  keepalive 64;");
  });

  it('orders API locations longest first and forwards client information', () => {
    const positions = API_ROUTES.map((r) => ({ len: r.prefix.length, at: config.indexOf(`location ^~ ${r.prefix} {`) }));
    const sorted = [...positions].sort((a, b) => a.at - b.at);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!.len).toBeGreaterThanOrEqual(sorted[i]!.len);
    expect(locationBody('/api/groups')).toContain('X-Forwarded-For $proxy_add_x_forwarded_for');
  });

  it('serves /remotes.json (escaped), remote assets and the shell with the cache policy', () => {
    expect(config).toContain(
      `return 200 '{"choices":{"manifest":"https://cdn.example/choices/mf-manifest.json","routes":[{"path":"/","module":"./HomeScreen","title":"Alex\\'s"}]},"profile":{"manifest":"/remotes/profile/mf-manifest.json"}}';`,
    );
    expect(config).toContain('public, max-age=31536000, immutable');
    expect(config).toContain('try_files $uri /index.html;');
    expect(config).toContain('root /srv/alive/shell;');
  });

  it('sends the security headers from every location that sets headers of its own (nginx drops inherited ones there)', () => {
    // A block runs to its first line that is only a closing brace (location regexes contain `{8,}`).
    const bodies = config.split(/\n\s*location /).slice(1).map((block) => block.split(/\n\s*\}\s*\n/)[0]!);
    const withOwnHeaders = bodies.filter((body) => body.includes('add_header Cache-Control'));
    expect(withOwnHeaders.length).toBe(5);
    for (const body of withOwnHeaders) {
      expect(body).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(body).toContain('add_header X-Frame-Options "DENY" always;');
    }
  });
});
