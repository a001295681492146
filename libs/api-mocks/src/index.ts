// Test-only: the edge's HTTP API as MSW handlers, typed and validated by @alive/contracts (README.md).
export { installApiServer, defaultHandlers, type ApiServer, type InstalledApiServer, type RecordedRequest } from './server.ts';
export { failure, pending, gate, respond, respondEmpty, readBody, isFailure, type Failure, type Reply } from './reply.ts';
export { authApi, authHandlers } from './handlers/auth.ts';
export { choicesApi, choicesHandlers } from './handlers/choices.ts';
export { profileApi, profileHandlers } from './handlers/profile.ts';
export { analyticsApi, analyticsHandlers } from './handlers/analytics.ts';
export { recommendationsApi, recommendationsHandlers } from './handlers/recommendations.ts';
export { groupsApi, groupsHandlers } from './handlers/groups.ts';
export { edgeApi } from './handlers/edge.ts';
export { adminPairsApi, adminPairsHandlers } from './handlers/admin-pairs.ts';
export { adminContentApi, adminContentHandlers } from './handlers/admin-content.ts';
export * from './fixtures/auth.ts';
export * from './fixtures/choices.ts';
export * from './fixtures/profile.ts';
export * from './fixtures/recommendations.ts';
export * from './fixtures/groups.ts';
export * from './fixtures/admin-pairs.ts';
export * from './fixtures/admin-content.ts';
