import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { OPENAPI_PATH, type OpenApiDocument } from '@alive/service-kit';
import { NO_STORE } from './cache-policy.ts';
import { replicaUrls } from './upstream-pool.ts';
import { notAvailableYetMessage, type ApiRoute } from './route-table.ts';

/** Where the edge serves the API docs in development (docs/api.md). */
export const API_DOCS_PATH = '/api/docs';

export interface ApiDocsOptions {
  /** Base URL per live service; each answers its own document on `/openapi.json`. */
  upstreams: Partial<Record<string, string>>;
  routes: readonly ApiRoute[];
  logger?: Logger;
  /** Per-service fetch timeout (ms). Default 5 s. */
  timeoutMs?: number;
}

interface ServiceListing {
  name: string;
  status: 'live' | 'planned';
  prefixes: string[];
}

type Fetched = { ok: true; document: OpenApiDocument } | { ok: false; status: number; message: string };

function servicesOf(routes: readonly ApiRoute[]): ServiceListing[] {
  const byName = new Map<string, ServiceListing>();
  for (const route of routes) {
    const entry = byName.get(route.service) ?? { name: route.service, status: route.status ?? 'live', prefixes: [] };
    entry.prefixes.push(route.prefix);
    byName.set(route.service, entry);
  }
  return [...byName.values()];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function isDocument(value: unknown): value is OpenApiDocument {
  const v = value as Partial<OpenApiDocument> | null;
  return typeof v === 'object' && v !== null && typeof v.openapi === 'string' && typeof v.paths === 'object' && v.paths !== null;
}

async function fetchDocument(options: ApiDocsOptions, service: string): Promise<Fetched> {
  // Every replica serves the same document; the first listed answers it.
  const target = replicaUrls(options.upstreams[service])[0];
  if (!target) return { ok: false, status: 502, message: `${service} service is unavailable` };
  try {
    const response = await fetch(`${target}${OPENAPI_PATH}`, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
    const body: unknown = response.ok ? await response.json() : undefined;
    if (isDocument(body)) return { ok: true, document: body };
    return { ok: false, status: 502, message: `${service} service answered ${response.status} without an API document` };
  } catch (error) {
    options.logger?.warn({ err: error, service }, 'API document unavailable');
    return { ok: false, status: 502, message: `${service} service is unavailable` };
  }
}

function operationRows(document: OpenApiDocument): string {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => {
        const { summary = '', 'x-access': access = '' } = operation as { summary?: string; 'x-access'?: string };
        return `<tr><td>${escapeHtml(method.toUpperCase())}</td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(summary)}</td><td>${escapeHtml(access)}</td></tr>`;
      }),
    )
    .join('\n');
}

function serviceSection(service: ServiceListing, fetched: Fetched | undefined): string {
  const prefixes = service.prefixes.map((p) => `<code>${escapeHtml(p)}</code>`).join(', ');
  const title = `<h2 id="${escapeHtml(service.name)}">${escapeHtml(service.name)}</h2>`;
  if (service.status === 'planned') return `${title}\n<p>Planned, not built yet: ${prefixes} answer 501.</p>`;
  const link = `<p><a href="${API_DOCS_PATH}/${encodeURIComponent(service.name)}.json">${escapeHtml(service.name)}.json</a> (OpenAPI 3.1)</p>`;
  if (!fetched?.ok) return `${title}\n${link}\n<p>Document unavailable: ${escapeHtml(fetched?.message ?? 'not fetched')}.</p>`;
  const notBuilt = fetched.document['x-not-built-prefixes'] ?? [];
  return [
    title,
    `<p>${escapeHtml(fetched.document.info?.description ?? '')}</p>`,
    link,
    '<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Access</th></tr></thead><tbody>',
    operationRows(fetched.document),
    '</tbody></table>',
    notBuilt.length ? `<p>Not built yet: ${notBuilt.map((p) => `<code>${escapeHtml(p)}</code>`).join(', ')}.</p>` : '',
  ].join('\n');
}

async function indexPage(options: ApiDocsOptions): Promise<string> {
  const services = servicesOf(options.routes);
  const fetched = await Promise.all(services.map((s) => (s.status === 'live' ? fetchDocument(options, s.name) : undefined)));
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>A.L.I.V.E API docs</title></head>
<body>
<h1>A.L.I.V.E API docs</h1>
<p>One OpenAPI 3.1 document per service, generated from its operations table (docs/api.md). Development only.</p>
<ul>${services.map((s) => `<li><a href="#${escapeHtml(s.name)}">${escapeHtml(s.name)}</a> (${s.status})</li>`).join('')}</ul>
${services.map((s, i) => serviceSection(s, fetched[i])).join('\n')}
</body>
</html>
`;
}

// Under /api/, so no-store like every API answer (docs/architecture.md "Security headers").
function send(ctx: Context, status: number, body: unknown) {
  ctx.status = status;
  ctx.set('Cache-Control', NO_STORE);
  ctx.body = body;
}

/**
 * `GET /api/docs`: an HTML index of every service of the registry (live ones with their operations,
 * planned ones as not built); `GET /api/docs/<service>.json`: that service's OpenAPI document, asked
 * from the service itself. Mounted only outside production (app.ts).
 */
export function apiDocs(options: ApiDocsOptions): Middleware {
  return async function apiDocsMiddleware(ctx, next) {
    if (ctx.path !== API_DOCS_PATH && !ctx.path.startsWith(`${API_DOCS_PATH}/`)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return send(ctx, 405, { message: 'Method Not Allowed' });
    if (ctx.path === API_DOCS_PATH || ctx.path === `${API_DOCS_PATH}/`) {
      send(ctx, 200, await indexPage(options));
      ctx.type = 'text/html; charset=utf-8';
      return;
    }
    const match = /^\/api\/docs\/([a-z0-9-]+)\.json$/.exec(ctx.path);
    const service = match ? servicesOf(options.routes).find((s) => s.name === match[1]) : undefined;
    if (!service) return send(ctx, 404, { message: `Not found: ${ctx.path}` });
    if (service.status === 'planned') return send(ctx, 501, { message: notAvailableYetMessage(service.name) });
    const fetched = await fetchDocument(options, service.name);
    if (!fetched.ok) return send(ctx, fetched.status, { message: fetched.message });
    send(ctx, 200, fetched.document);
  };
}
