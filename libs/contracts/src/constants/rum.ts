/** Field telemetry (contracts: `../rum.ts`); plain values the shell may import without zod. */
export const RUM_PATH = '/api/rum';
/** Largest body the edge reads; beyond it the answer is 413 and nothing is counted. */
export const RUM_MAX_BODY_BYTES = 16 * 1024;
/** Most events in one batch. */
export const RUM_MAX_EVENTS = 50;
/** Response header of `/remotes.json`: the share (0..1) of page loads that report telemetry (RUM_SAMPLE_RATE). */
export const RUM_SAMPLE_RATE_HEADER = 'rum-sample-rate';
/** The sticky canary bucket cookie (1..100) the edge gives every visitor (docs/deploy.md, "Canary releases"). */
export const RELEASE_BUCKET_COOKIE = 'alive.bucket';
/**
 * Response header of `/remotes.json`: the page load's signed token (docs/deploy.md, "Only real page
 * loads report"). The shell sends it with every telemetry batch; without a valid one nothing counts.
 */
export const PAGE_LOAD_TOKEN_HEADER = 'alive-page-token';
/** The visitor's random id cookie, so the canary judge can cap what one browser contributes. */
export const RELEASE_VISITOR_COOKIE = 'alive.visitor';
