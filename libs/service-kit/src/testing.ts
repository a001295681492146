import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { RateLimitTable } from '@alive/db';
import type { ServiceConfig } from './config.ts';
import { SESSION_COOKIE_NAME } from './session.ts';
import { signCookie } from './cookie-signer.ts';
import { createSessionRecord, type SessionDatabase } from './session-records.ts';


/**
 * A `Cookie` header value carrying `session` exactly as koa-session writes it, signed with `key`. For
 * tests that need a cookie no sign-in would produce (old formats, forged content, another key).
 */
export function signedSessionCookie(session: Record<string, unknown>, key: string, maxAgeMs = 60 * 60 * 1000): string {
  const value = Buffer.from(JSON.stringify({ ...session, _expire: Date.now() + maxAgeMs, _maxAge: maxAgeMs })).toString('base64');
  const signature = signCookie(`${SESSION_COOKIE_NAME}=${value}`, key);
  return `${SESSION_COOKIE_NAME}=${value}; ${SESSION_COOKIE_NAME}.sig=${signature}`;
}

/**
 * A `Cookie` header value for a signed-in user, as after sign-in: inserts a session record for
 * `userId` (the user row must exist) and signs a cookie naming it. `sessionId` picks the record's id
 * (default: random, as at sign-in); `signWith` signs with another key than `config.sessionKeys[0]`.
 */
export async function sessionCookieFor(
  prisma: SessionDatabase,
  userId: string,
  config: Pick<ServiceConfig, 'sessionKeys' | 'sessionAbsoluteLifetimeMs'>,
  opts: { sessionId?: string; signWith?: string } = {},
): Promise<string> {
  const key = opts.signWith ?? config.sessionKeys[0];
  if (!key) throw new Error('sessionCookieFor: config.sessionKeys is empty');
  const sid = await createSessionRecord(prisma, userId, opts.sessionId);
  return signedSessionCookie({ sid }, key, config.sessionAbsoluteLifetimeMs);
}

/** The session record id inside a `Cookie` header value made by sessionCookieFor (or a browser's alive.sid). */
export function sessionIdOf(cookie: string): string | undefined {
  const value = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME.replace('.', '\\.')}=([^;]+)`).exec(cookie)?.[1];
  if (!value) return undefined;
  const session = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { sid?: unknown };
  return typeof session.sid === 'string' ? session.sid : undefined;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>` without trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the app on a random port on 127.0.0.1. */
export async function startTestServer(app: Koa): Promise<TestServer> {
  const server = await reserveTestServer();
  server.attach(app);
  return { url: server.url, port: server.port, close: server.close };
}

/** Requests to one test server, as a browser's fetch sends them: a JSON body when given, the session cookie when given. */
export function jsonClient(server: Pick<TestServer, 'url'>) {
  const send = (method: string, path: string, cookie?: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path: string, cookie?: string) => send('GET', path, cookie),
    post: (path: string, body: unknown, cookie?: string) => send('POST', path, cookie, body),
    put: (path: string, body: unknown, cookie?: string) => send('PUT', path, cookie, body),
    patch: (path: string, body: unknown, cookie?: string) => send('PATCH', path, cookie, body),
    delete: (path: string, cookie?: string) => send('DELETE', path, cookie),
  };
}

export interface ReservedTestServer extends TestServer {
  /** Starts serving `app` on the already-listening port. Until then requests get 503. */
  attach(app: Koa): void;
}

/**
 * Listens on a random port before the app exists, for apps whose config needs their own URL
 * (e.g. PUBLIC_URL for OAuth redirect URIs, the issuer of an OpenID provider).
 */
export async function reserveTestServer(): Promise<ReservedTestServer> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ message: 'Service Unavailable' }));
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    attach(app) {
      handler = app.callback();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export { expectContract, expectError, type ReadResponse } from './contract-testing.ts';
export { routerRoutes, type RouterRoute } from './openapi/router-routes.ts';
export { prefixCoverageProblems, undocumentedRoutes, unroutedOperations } from './openapi/coverage.ts';
export { heldWork, type HeldWork } from './testing/held-work.ts';
export { spansOfExport, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './testing/otlp-receiver.ts';
export { startFakeOpenAiServer, type FakeOpenAiServer, type FakeOpenAiAnswer } from './testing/fake-openai-server.ts';

/**
 * Ends the current window of every key of the named limiters, as if their time had passed: the stored
 * windows expire now (on the database's clock, as the limiter reads them). A replica also refuses an
 * over-limit key from memory until the window ends by `Date.now()`; tests move that clock themselves
 * (`vi.setSystemTime`), so no test waits for a window in real time.
 */
export async function endRateLimitWindows(
  database: { $executeRawUnsafe(query: string, ...values: unknown[]): Promise<unknown> },
  table: RateLimitTable,
  ...names: string[]
): Promise<void> {
  for (const name of names) {
    await database.$executeRawUnsafe(`UPDATE ${table} SET expires_at = now() - interval '1 millisecond' WHERE key LIKE $1`, `${name}:%`);
  }
}
