import { z } from 'zod';
import { safeText } from './input-rules.ts';

/**
 * Field telemetry (RUM) from the shell, ingested by the edge (services/edge, docs/architecture.md,
 * "Field telemetry"). The shell is the one reporter: it batches events and posts them with
 * `navigator.sendBeacon` (or `fetch` with `keepalive`).
 *
 * POST /api/rum  RumBatch (application/json or text/plain) → 204; 400 bad body, 401 no valid page-load
 * token, 403 sent from another site, 413 too large, 415 other content types, 429 over the limits.
 */
import { RUM_MAX_EVENTS } from './constants/rum.ts';

export {
  PAGE_LOAD_TOKEN_HEADER,
  RELEASE_BUCKET_COOKIE,
  RELEASE_VISITOR_COOKIE,
  RUM_MAX_BODY_BYTES,
  RUM_MAX_EVENTS,
  RUM_PATH,
  RUM_SAMPLE_RATE_HEADER,
} from './constants/rum.ts';

/** A remote's name as the feature registry spells it. */
export const rumRemoteName = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'must be a remote name');
/** A published version (the edge's REMOTE_VERSION_PATTERN); absent for a remote served without one. */
export const rumVersion = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/, 'must be a version name')
  .refine((version) => !version.includes('..'), 'must be a version name');
/** The route pattern the screen was declared with (`/groups/:groupId`), or the path for shell screens. */
export const rumRoute = safeText({ min: 1, max: 200 }).refine((route) => route.startsWith('/'), 'must start with /');

export const RUM_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export const rumVitalName = z.enum(RUM_VITAL_NAMES);
export type RumVitalName = z.infer<typeof rumVitalName>;

export const RUM_ERROR_SOURCES = ['load', 'integrity', 'render', 'uncaught', 'rejection'] as const;
export const rumErrorSource = z.enum(RUM_ERROR_SOURCES);
export type RumErrorSource = z.infer<typeof rumErrorSource>;

/** One remote loaded (its first screen on this page) or failed to load. One per remote per page load. */
export const rumLoadEvent = z.object({
  kind: z.literal('load'),
  remote: rumRemoteName,
  version: rumVersion.optional(),
  route: rumRoute,
  ok: z.boolean(),
  /** From the first request for the remote to its component being ready. */
  ms: z.number().min(0).max(600_000).optional(),
});

/** A client error, attributed to the remote (and version) it came from when that is known. */
export const rumErrorEvent = z.object({
  kind: z.literal('error'),
  remote: rumRemoteName.optional(),
  version: rumVersion.optional(),
  route: rumRoute,
  source: rumErrorSource,
  // Browser error messages run over several lines (stack-like details after the first).
  message: safeText({ max: 300, multiline: true }),
  /** The first error of this remote on this page load: what "page loads with an error" counts. */
  first: z.boolean(),
});

/** A Web Vital (web-vitals library) of one page load and route; milliseconds, CLS unitless. */
export const rumVitalEvent = z.object({
  kind: z.literal('vital'),
  name: rumVitalName,
  value: z.number().min(0).max(600_000),
  route: rumRoute,
  remote: rumRemoteName.optional(),
  version: rumVersion.optional(),
});

export const rumEventSchema = z.discriminatedUnion('kind', [rumLoadEvent, rumErrorEvent, rumVitalEvent]);
export type RumEvent = z.infer<typeof rumEventSchema>;

export const rumBatchSchema = z
  .object({
    /** The page load's signed token from `/remotes.json` (PAGE_LOAD_TOKEN_HEADER): it names the page and what it was served. */
    token: z.string().min(1, 'must be the page-load token from /remotes.json').max(2048, 'must be the page-load token from /remotes.json'),
    /** A page id of shells from before tokens: read and ignored (the token's page id is the one that counts). */
    page: z.string().max(64).optional(),
    events: z.array(rumEventSchema).min(1, 'must hold at least one event').max(RUM_MAX_EVENTS, `must hold at most ${RUM_MAX_EVENTS} events`),
  })
  .strict();
export type RumBatch = z.infer<typeof rumBatchSchema>;

/**
 * What an edge forwards to the release controller (services/releases): the events it accepted, each
 * batch with the page-load token it came under, which the controller checks again. Internal: no edge
 * route leads here.
 *
 * POST /internal/telemetry  RumForward → 204; 400 bad body.
 */
export const RUM_FORWARD_PATH = '/internal/telemetry';
/** Most batches in one forward (an edge sends what it gathered in a second or so). */
export const RUM_FORWARD_MAX_BATCHES = 2000;

export const rumForwardSchema = z
  .object({
    batches: z
      .array(
        z
          .object({
            token: rumBatchSchema.shape.token,
            events: z.array(rumEventSchema).min(1, 'must hold at least one event').max(RUM_MAX_EVENTS, `must hold at most ${RUM_MAX_EVENTS} events`),
          })
          .strict(),
      )
      .min(1, 'must hold at least one batch')
      .max(RUM_FORWARD_MAX_BATCHES, `must hold at most ${RUM_FORWARD_MAX_BATCHES} batches`),
  })
  .strict();
export type RumForward = z.infer<typeof rumForwardSchema>;
