import Router from '@koa/router';
import { RUM_FORWARD_PATH, rumForwardSchema } from '@alive/contracts';
import { parseBody } from '@alive/service-kit';
import type { TelemetryIntake } from '../domain/telemetry-intake.ts';

/**
 * `POST /internal/telemetry`: the edges' forwarded telemetry (libs/contracts rum.ts), counted by the
 * intake. Each batch speaks for itself with its page-load token; a forward in which none does is 401.
 */
export function telemetryRouter(intake: TelemetryIntake): Router {
  const router = new Router();
  router.post(RUM_FORWARD_PATH, (ctx) => {
    const { batches } = intake.accept(parseBody(ctx, rumForwardSchema));
    if (batches === 0) ctx.throw(401, 'No batch carries a valid page-load token from this site');
    ctx.status = 204;
  });
  return router;
}
