import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIPv4 } from 'node:net';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';

/**
 * Internal endpoints (docs/architecture.md, "Internal endpoints"): `/metrics`, `/openapi.json` and the
 * named failing checks of `/readyz` are for the scraper, the development API docs and operators, not for
 * whoever can reach the service's port. On loopback (the default BIND_ADDRESS) only this machine can,
 * so they stay on the service's own port; bound anywhere else, they move to a second listener, the
 * internal port, and the service's port keeps only `/healthz` and the status of `/readyz`.
 */

/** With INTERNAL_PORT unset, a service bound off loopback serves its internal endpoints on its port plus this. */
export const INTERNAL_PORT_OFFSET = 10_000;

/** Whether `host` (a BIND_ADDRESS) lets only this machine connect. */
export function isLoopbackAddress(host: string): boolean {
  const address = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (address === 'localhost' || address === '::1') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(v4) && v4.startsWith('127.');
}

/**
 * The internal listener's port, or undefined when the internal endpoints stay on the service's own
 * port: INTERNAL_PORT when set; else, off loopback, the service's port plus INTERNAL_PORT_OFFSET (0, any
 * free port, stays 0).
 */
export function internalListenerPort(opts: { host: string; port: number; internalPort?: number }): number | undefined {
  const { host, port, internalPort } = opts;
  if (internalPort !== undefined) {
    if (internalPort !== 0 && internalPort === port) throw new Error(`INTERNAL_PORT ${internalPort} is the service's own port; choose another`);
    return internalPort;
  }
  if (isLoopbackAddress(host)) return undefined;
  if (port === 0) return 0;
  const derived = port + INTERNAL_PORT_OFFSET;
  if (derived > 65_535) throw new Error(`the internal port would be ${port} + ${INTERNAL_PORT_OFFSET} = ${derived}, above 65535; set INTERNAL_PORT`);
  return derived;
}

/** Apps made by createServiceApp, which have internal endpoints. */
const withInternalEndpoints = new WeakSet<Koa>();
/** Those whose internal endpoints moved to an internal listener (startService off loopback). */
const separated = new WeakSet<Koa>();
/** Requests that arrived on an internal listener. */
const internalRequests = new WeakSet<IncomingMessage>();

/** Where a request may reach internal endpoints: `all` (not separated), `internal` or `public` (separated). */
export type EndpointScope = 'all' | 'internal' | 'public';

export function markHasInternalEndpoints(app: Koa): void {
  withInternalEndpoints.add(app);
}

export function hasInternalEndpoints(app: Koa): boolean {
  return withInternalEndpoints.has(app);
}

export function endpointScope(app: Koa, ctx: Pick<Context, 'req'>): EndpointScope {
  if (!separated.has(app)) return 'all';
  return internalRequests.has(ctx.req) ? 'internal' : 'public';
}

/**
 * The request handler of `app`'s internal listener. From now on the service's own port no longer
 * serves the internal endpoints, so call it before that port listens.
 */
export function internalRequestHandler(app: Koa): (req: IncomingMessage, res: ServerResponse) => void {
  separated.add(app);
  const handle = app.callback();
  return (req, res) => {
    internalRequests.add(req);
    void handle(req, res);
  };
}

/** Runs `middlewares` one after another, as Koa would, then `next`. */
export function inSequence(middlewares: readonly Middleware[]): Middleware {
  return (ctx, next) => {
    const run = (index: number): Promise<unknown> => {
      const middleware = middlewares[index];
      return middleware ? Promise.resolve(middleware(ctx, () => run(index + 1))) : Promise.resolve(next());
    };
    return run(0);
  };
}
