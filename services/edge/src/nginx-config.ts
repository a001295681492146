import type { RemotesDocument } from '@alive/contracts';
import { SESSION_COOKIE_NAME } from '@alive/service-kit';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { securityHeaders } from './security-headers.ts';
import { IMMUTABLE, NO_CACHE, NO_STORE, SERVICE_WORKER_PATH } from './cache-policy.ts';
import { APP_DOCUMENT, LANDING_DOCUMENT, PAGE_DOCUMENT_VARY } from './page-documents.ts';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, GZIP_LEVEL, LISTED_COMPRESSIBLE_TYPES } from './response-compression.ts';
import {
  API_ROUTES,
  LIVE_SERVICE_NAMES,
  notAvailableYetMessage,
  type ApiRoute,
  type LiveServiceName,
  type ServiceName,
} from './route-table.ts';

export interface NginxConfigOptions {
  /**
   * `host:port` per live service (one or more replicas, comma separated: `choices-1:4002,choices-2:4002`).
   * Planned services have no upstream: their locations answer 501.
   */
  upstreams: Record<LiveServiceName, string>;
  /**
   * The `/remotes.json` body: manifest URLs and routes (remote-routes.ts), folded when the config is
   * rendered, so re-render and reload nginx after a remote's routes change.
   */
  remoteManifest: RemotesDocument;
  /** Folder holding the shell build (index.html at its top). */
  shellRoot: string;
  /** Folder holding `remotes/<name>/` (each remote's build). */
  assetsRoot: string;
  /** The OpenID provider's URL (OIDC_ISSUER): login/logout go there (Content-Security-Policy). */
  oidcIssuer: string;
  listen?: string;
  serverName?: string;
  routes?: readonly ApiRoute[];
}

const upstreamName = (service: ServiceName) => `alive_${service}`;

function proxyBlock(service: ServiceName): string {
  return [
    `    proxy_pass http://${upstreamName(service)};`,
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_set_header X-Forwarded-Host $host;',
    '    proxy_buffering off;',
    '    proxy_intercept_errors off;',
  ].join('\n');
}

const escapeNginxString = (value: string) => value.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/** The edge's own API answers are never stored, like the services' (docs/architecture.md "Security headers"). */
function apiAnswerHeaders(securityHeaderLines: string): string {
  return [`    add_header Cache-Control "${NO_STORE}" always;`, securityHeaderLines].join('\n');
}

/** A planned service's prefixes answer 501 `{ message }`, as the dev edge does; nothing is proxied. */
function notAvailableBlock(service: ServiceName, securityHeaderLines: string): string {
  const body = escapeNginxString(JSON.stringify({ message: notAvailableYetMessage(service) }));
  return ['    default_type application/json;', apiAnswerHeaders(securityHeaderLines), `    return 501 '${body}';`].join('\n');
}

/**
 * nginx's `^~` prefix locations pick the longest matching prefix and skip regex locations — the same
 * rule as the dev edge's `resolveApiRoute`. A prefix ending in `/` also owns the bare path.
 */
function apiLocations(routes: readonly ApiRoute[], securityHeaderLines: string): string[] {
  const sorted = [...routes].sort((a, b) => b.prefix.length - a.prefix.length || a.prefix.localeCompare(b.prefix));
  const blocks: string[] = [];
  for (const route of sorted) {
    const body = route.status === 'planned' ? notAvailableBlock(route.service, securityHeaderLines) : proxyBlock(route.service);
    blocks.push(`  location ^~ ${route.prefix} {\n${body}\n  }`);
    if (route.prefix.endsWith('/')) {
      blocks.push(`  location = ${route.prefix.slice(0, -1)} {\n${body}\n  }`);
    }
  }
  return blocks;
}

/**
 * nginx forgets server-level `add_header`s in any location that declares its own, so every such
 * location repeats these.
 */
function securityHeaderLinesFor(headers: Readonly<Record<string, string>>) {
  for (const [name, value] of Object.entries(headers)) {
    // A quote or `$` (an nginx variable) in a header would break or change the config.
    if (/["$\\]/.test(value)) throw new Error(`${name} cannot be written into the nginx config: ${value}`);
  }
  return (indent: string): string =>
    Object.entries(headers)
      .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
      .join('\n');
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The session cookie with a value in the Cookie header, as `hasSessionCookie` reads it (page-documents.ts).
 * A regex over the whole header: nginx's `$cookie_<name>` cannot name a cookie with a dot in it.
 */
export const SESSION_COOKIE_PATTERN = `(?:^|;)\\s*${escapeRegExp(SESSION_COOKIE_NAME)}\\s*=\\s*[^;\\s]`;

/** The variable `location /` reads: which prerendered document a page load gets, without its leading slash. */
const PAGE_DOCUMENT_VARIABLE = '$alive_page_document';

/**
 * The same choice as the Node edge (page-documents.ts; docs/architecture.md, "First paint"): the app
 * document with a session cookie, the landing document without.
 */
function pageDocumentMap(): string {
  return [
    `map $http_cookie ${PAGE_DOCUMENT_VARIABLE} {`,
    `  default ${LANDING_DOCUMENT.slice(1)};`,
    `  "~${SESSION_COOKIE_PATTERN}" ${APP_DOCUMENT.slice(1)};`,
    '}',
  ].join('\n');
}

/**
 * The Node edge's rule (response-compression.ts; docs/architecture.md, "Compression"): the same types,
 * threshold and levels, proxied answers included (`gzip_proxied any`: nginx otherwise leaves every
 * proxied answer as it came). An event stream is not a listed type; an answer already encoded is left as it is.
 * Brotli is Debian's `libnginx-mod-http-brotli-filter` (nginx-modules.ts).
 */
function compressionLines(): string {
  const types = LISTED_COMPRESSIBLE_TYPES.join(' ');
  return [
    '  gzip on;',
    `  gzip_types ${types};`,
    `  gzip_min_length ${COMPRESSION_THRESHOLD_BYTES};`,
    `  gzip_comp_level ${GZIP_LEVEL};`,
    '  gzip_proxied any;',
    '  gzip_vary on;',
    '  brotli on;',
    `  brotli_types ${types};`,
    `  brotli_min_length ${COMPRESSION_THRESHOLD_BYTES};`,
    `  brotli_comp_level ${BROTLI_QUALITY};`,
  ].join('\n');
}

/** Renders a production nginx server config from the same route table the dev edge uses. */
export function renderNginxConfig(options: NginxConfigOptions): string {
  const routes = options.routes ?? API_ROUTES;
  const securityHeaderLines = securityHeaderLinesFor(
    securityHeaders(
      contentSecurityPolicy({
        remoteManifestUrls: Object.values(options.remoteManifest).map((remote) => remote.manifest),
        oidcIssuer: options.oidcIssuer,
      }),
    ),
  );
  // A pool per service that a live route of the table proxies to (a planned route answers 501 itself).
  const proxied = LIVE_SERVICE_NAMES.filter((service) => routes.some((route) => route.service === service && route.status !== 'planned'));
  const upstreams = proxied.map((service) => {
    const servers = options.upstreams[service]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => `  server ${s};`)
      .join('\n');
    return `upstream ${upstreamName(service)} {\n${servers}\n  keepalive 64;\n}`;
  });

  return `# Generated by services/edge/src/nginx-config.ts from the feature registry (libs/features).
# Do not edit by hand: change the registry and re-render (npm run nginx-config -w @alive/edge).
# Include it in the http context; it needs the brotli filter module loaded (services/edge/src/nginx-modules.ts).

${upstreams.join('\n\n')}

${pageDocumentMap()}

server {
  listen ${options.listen ?? '80'};
  server_name ${options.serverName ?? '_'};

${securityHeaderLines('  ')}

${compressionLines()}

  location = /healthz {
    default_type application/json;
    return 200 '{"status":"ok"}';
  }

  location = /remotes.json {
    default_type application/json;
    add_header Cache-Control "${NO_CACHE}" always;
${securityHeaderLines('    ')}
    return 200 '${escapeNginxString(JSON.stringify(options.remoteManifest))}';
  }

  # Remote builds: ${options.assetsRoot}/remotes/<name>/. Entries and manifests revalidate; hashed chunks are immutable.
  # Source maps stay private in production (docs/architecture.md "Security headers").
  location ^~ /remotes/ {
    root ${options.assetsRoot};
    add_header Access-Control-Allow-Origin "*" always;
    add_header Cache-Control "${NO_CACHE}" always;
${securityHeaderLines('    ')}
    location ~* \\.map$ {
      return 404;
    }
    # A remote's screens bundle is the Node edge's to run, not a page's to load (screen-data.ts).
    location ~ /screens/render\\.cjs$ {
      return 404;
    }
    location ~* "\\.[0-9a-f]{8,}\\.[a-z0-9]+$" {
      add_header Access-Control-Allow-Origin "*" always;
      add_header Cache-Control "${IMMUTABLE}" always;
${securityHeaderLines('      ')}
    }
  }

  # API: one location per owned prefix (docs/architecture.md "Features"); planned services answer 501.
${apiLocations(routes, securityHeaderLines('    ')).join('\n')}

  location ^~ /api/ {
    default_type application/json;
${apiAnswerHeaders(securityHeaderLines('    '))}
    return 404 '{"message":"Not Found"}';
  }

  # Shell: no source maps; hashed chunks immutable, everything else revalidates; app routes get a prerendered document.
  location ~* \\.map$ {
    return 404;
  }

  location ~* "\\.[0-9a-f]{8,}\\.[a-z0-9]+$" {
    root ${options.shellRoot};
    add_header Cache-Control "${IMMUTABLE}" always;
${securityHeaderLines('    ')}
  }

  # The service worker (docs/architecture.md, "Offline"): revalidated on every load; never the page in its place.
  location = ${SERVICE_WORKER_PATH} {
    root ${options.shellRoot};
    add_header Cache-Control "${NO_CACHE}" always;
${securityHeaderLines('    ')}
    try_files $uri =404;
  }

  # A page load gets the app document with a session cookie, the landing one without (the map above); a
  # build without app.html serves index.html to all. \`/\` itself is the folder, so \`index\` picks there.
  location / {
    root ${options.shellRoot};
    add_header Cache-Control "${NO_CACHE}" always;
    add_header Vary "${PAGE_DOCUMENT_VARY}" always;
${securityHeaderLines('    ')}
    index ${PAGE_DOCUMENT_VARIABLE} ${LANDING_DOCUMENT.slice(1)};
    try_files $uri /${PAGE_DOCUMENT_VARIABLE} ${LANDING_DOCUMENT};
  }
}
`;
}
