import Router from '@koa/router';
import type { Context } from 'koa';
import type { ErrorResponse } from '@alive/contracts';

export type ReadinessCheck = () => Promise<void>;

/** The slice of Prisma used to ping the database. */
export interface DatabasePing {
  $queryRawUnsafe(query: string): PromiseLike<unknown>;
}

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: ReadinessCheck, ms: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    check().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** What `/readyz` says without details: a status only, the same for every failing check. */
export const NOT_READY_MESSAGE = 'Not ready';

/**
 * `/healthz`: the process is alive (no dependencies). `/readyz`: the database answers `SELECT 1` and every
 * extra check (e.g. the event bus) passes within 2 s; otherwise 503 naming the failing checks, unless
 * `details(ctx)` says no (a request on a public port off loopback, docs/architecture.md "Internal
 * endpoints"): then only `Not ready`, while the log still names them.
 */
export function healthRouter(opts: { prisma: DatabasePing; readinessChecks?: ReadinessCheck[]; details?: (ctx: Pick<Context, 'req'>) => boolean }): Router {
  const checks: { name: string; run: ReadinessCheck }[] = [
    { name: 'database', run: async () => void (await opts.prisma.$queryRawUnsafe('SELECT 1')) },
    ...(opts.readinessChecks ?? []).map((run, index) => ({ name: run.name || `check-${index + 1}`, run })),
  ];
  const router = new Router();

  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'alive' };
  });

  router.get('/readyz', async (ctx) => {
    const results = await Promise.allSettled(checks.map((check) => withTimeout(check.run, CHECK_TIMEOUT_MS)));
    const failing = checks.filter((_, index) => results[index]?.status === 'rejected').map((check) => check.name);
    if (failing.length === 0) {
      ctx.body = { status: 'ready' };
      return;
    }
    results.forEach((result, index) => {
      if (result.status === 'rejected') ctx.log.warn({ check: checks[index]?.name, err: result.reason }, 'readiness check failed');
    });
    ctx.status = 503;
    const detailed = opts.details?.(ctx) ?? true;
    const body: ErrorResponse = { message: detailed ? `${NOT_READY_MESSAGE}: ${failing.join(', ')}` : NOT_READY_MESSAGE };
    ctx.body = body;
  });

  return router;
}
