import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdge } from './app.ts';
import { closeProxyAgents } from './proxy.ts';
import { createEdgeMetrics } from './releases/edge-metrics.ts';
import { metricValue } from './releases/metric-value.test-support.ts';
import { edgeRouteOf } from './request-metrics.ts';
import { API_ROUTES, LIVE_SERVICE_NAMES, type ApiRoute } from './route-table.ts';
import type { Upstreams } from './upstreams.ts';

describe('edgeRouteOf', () => {
  it('labels a proxied request with the prefix that owns it and its service, never the path itself', () => {
    expect(edgeRouteOf('/api/user-choices', API_ROUTES)).toEqual({ route: '/api/user-choices', upstream: 'choices' });
    expect(edgeRouteOf('/api/choice-pairs/next', API_ROUTES)).toEqual({ route: '/api/choice-pairs/', upstream: 'choices' });
    expect(edgeRouteOf('/api/groups/123/members', API_ROUTES)).toEqual({ route: '/api/groups', upstream: 'groups' });
  });

  it('keeps the edge\'s own answers apart, in a bounded set', () => {
    expect(edgeRouteOf('/api/rum', API_ROUTES)).toEqual({ route: '/api/rum', upstream: 'edge' });
    expect(edgeRouteOf('/remotes.json', API_ROUTES)).toEqual({ route: '/remotes.json', upstream: 'edge' });
    expect(edgeRouteOf('/remotes/choices/1.0.0/remoteEntry.js', API_ROUTES)).toEqual({ route: '/remotes/*', upstream: 'edge' });
    expect(edgeRouteOf('/groups/42', API_ROUTES)).toEqual({ route: '/*', upstream: 'edge' });
    expect(edgeRouteOf('/api/no-such-thing/9', API_ROUTES)).toEqual({ route: 'unmatched', upstream: 'edge' });
    const planned: ApiRoute[] = [{ prefix: '/api/later', service: 'admin', status: 'planned' }];
    expect(edgeRouteOf('/api/later/x', planned)).toEqual({ route: '/api/later', upstream: 'edge' });
  });
});

describe('the edge\'s request metrics', () => {
  const metrics = createEdgeMetrics({ defaultMetrics: false });
  let service: Server;
  let edge: Server;
  let url: string;

  beforeAll(async () => {
    service = createServer((_req, res) => res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down"}'));
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, ''])) as Upstreams;
    upstreams.choices = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    edge = createEdge({ upstreams, staticRoots: { shell: '/nonexistent', remotes: {} }, apiDocs: false, metrics }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => edge.once('listening', resolve));
    url = `http://127.0.0.1:${(edge.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => edge.close(() => resolve()));
    await new Promise<void>((resolve) => service.close(() => resolve()));
    await closeProxyAgents();
  });

  it('counts the API path\'s proxied answers and the Koa chain\'s own, by route, upstream and status', async () => {
    expect((await fetch(`${url}/api/choice-pairs/next`)).status).toBe(503);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const count = (labels: Record<string, string>) => metricValue(metrics.registry, 'http_request_duration_seconds_count', labels);
    expect(await count({ method: 'GET', route: '/api/choice-pairs/', upstream: 'choices', status: '503' })).toBe(1);
    expect(await count({ method: 'GET', route: '/healthz', upstream: 'edge', status: '200' })).toBe(1);
  });
});
