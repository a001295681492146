import './koa-context.ts';

export type { SessionUser, AliveSession, AliveSessionData } from './koa-context.ts';
export {
  loadServiceConfig,
  serviceConfigFrom,
  serviceConfigSettings,
  type ServiceConfig,
  type ServiceConfigSettings,
  type LogLevel,
} from './config.ts';
export * from './settings/index.ts';
export { defineServiceEntry, type ServiceDeps, type ServiceEntry, type ServiceInstance } from './service-entry.ts';
export { createLogger, type Logger } from './logger.ts';
export { parseBody, parseHeaders, parseQuery, parseParams, formatZodError, isZodError } from './validation.ts';
export { createServiceApp, type CreateServiceAppOptions } from './create-service-app.ts';
export { INTERNAL_PORT_OFFSET, internalListenerPort, isLoopbackAddress } from './internal-endpoints.ts';
export { startService, type StartServiceOptions, type RunningService } from './start-service.ts';
export { SESSION_COOKIE_NAME, sessionOptions, sessionMiddleware } from './session.ts';
export { healthRouter, type ReadinessCheck, type DatabasePing } from './health.ts';
export { requireUser, requireAdmin, signedInUser, type AuthenticatedState } from './middleware/require-user.ts';
export { currentUser, type UserLookup } from './middleware/current-user.ts';
export {
  createSessionRecord,
  deleteSessionRecord,
  deleteEndedSessionsOf,
  newSessionId,
  isSessionId,
  SESSION_USER_QUERY,
  type SessionDatabase,
  type SessionLifetimes,
} from './session-records.ts';
export { devSessionKeyFile, loadOrCreateDevSessionKey } from './dev-session-key.ts';
export { clientAddressOf, normalizeAddress, trustedClientAddress, trustedProxiesFrom, type TrustedProxies } from './trusted-proxies.ts';
export { BAD_CURSOR_MESSAGE, badPageCursor, decodePageCursor, encodePageCursor } from './page-cursor.ts';
export { originGuard } from './middleware/origin-guard.ts';
export { errorHandler } from './middleware/error-handler.ts';
export { requestContext } from './middleware/request-context.ts';
export { jsonBodyParser, JSON_ONLY_MESSAGE } from './middleware/body-parser.ts';
export { refuseNulInUrl } from './middleware/refuse-nul-in-url.ts';
export { containsNul, NUL_REFUSED_MESSAGE } from './strict-input.ts';
export * from './openapi/index.ts';
export * from './rate-limit/index.ts';
export {
  createServiceMetrics,
  HTTP_DURATION_BUCKETS,
  metricsRouter,
  registerOutboxBacklog,
  requestMethodLabel,
  requestMetrics,
  type ServiceMetrics,
} from './metrics/service-metrics.ts';
export {
  endHttpSpan,
  endSpan,
  inConsumerSpan,
  inPublishSpan,
  startConsumerSpan,
  startSpan,
  type LineLogger,
  type SpanOptions,
  type StartedSpan,
} from './tracing/trace-context.ts';
export { outboxPublishSpans } from './tracing/outbox-publish-spans.ts';
export { startSpanExport, tracerOf, type SpanExport } from './tracing/tracer-providers.ts';
export { otlpTracesUrl, traceExportFrom, type TraceExport, type TraceExportSettings } from './tracing/trace-export.ts';
export { consumeEvents, consumeInSpan, parseEventOrDrop, type ConsumerBinding } from './events/consume-events.ts';
export { createSingleFlight, type SingleFlight } from './work/single-flight.ts';
export { startPeriodicTask, type PeriodicTask } from './work/periodic-task.ts';
export { createWorkGate, type WorkGate, type WorkGateOptions, type WorkGateState } from './work/work-gate.ts';
export { createWorkerPool, defaultWorkerThreads, type TaskTable, type WorkerPool, type WorkerPoolOptions } from './work/worker-pool.ts';
export { createExpensiveWork, INLINE_WORK_SETTINGS, type ExpensiveWork, type ExpensiveWorkOptions, type ExpensiveWorkSettings } from './work/expensive-work.ts';
export {
  createPageLoadTokens,
  MAX_PAGE_LOAD_TOKEN_LENGTH,
  type PageLoadClaims,
  type PageLoadTokens,
  type TokenCheck,
} from './releases/page-load-token.ts';
export { pageLoadTokenSettings, pageLoadTokensFrom, type PageLoadTokenSettings } from './releases/page-load-token-settings.ts';
export { clientNetworkOf } from './releases/client-network.ts';
export {
  createRemoteVersions,
  hashReleaseFolder,
  INTEGRITY_ALGORITHM,
  INTEGRITY_FILE,
  isRemoteVersion,
  parseIntegrityDocument,
  publishedVersionsOf,
  releaseFolder,
  REMOTE_MANIFEST_FILE,
  REMOTE_VERSION_PATTERN,
  RemoteVersion,
  RemoteVersionsFile,
  serializeIntegrity,
  sha384OfFile,
  type IntegrityDocument,
  type ReleaseFoldersLogger,
  type RemoteVersions,
  type RemoteVersionsOptions,
  type RemoteVersionsSource,
} from './releases/release-folders.ts';
export { checkPublishable, manifestIntegrityOf, publishRelease, ReleasePublishRefusal, type PublishReleaseOptions } from './releases/publish-release.ts';
export {
  releasesDirSetting,
  remoteBuildFolder,
  remoteReleaseSettings,
  remoteReleaseSettingsFrom,
  remoteReleaseSettingsGroup,
  versionsFileSetting,
  type RemoteReleaseSettings,
} from './releases/release-folder-settings.ts';
